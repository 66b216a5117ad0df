import { WAITLIST_STATUS_POLL_SECONDS, type WaitlistEntry } from '@venue/shared';
import { escapeHtml } from '../../lib/html.ts';

/*
 * The guest's live page (`/v/{username}/waitlist/{reference}?token=`, decisions §7): rendered
 * here, a few KB, 375 px first. Its script (below, served beside it) asks the status call every
 * 15 s and sends Leave; without script the page still shows the place as it was rendered.
 */

export const STATUS_WORDS: Record<WaitlistEntry['status'], string> = {
  waiting: 'You are in the queue',
  notified: 'Your table is ready: please come to the host stand',
  seated: 'You have been seated. Enjoy your meal!',
  left: 'You have left the queue',
};

const estimateWords = (minutes: number | null) =>
  minutes === null ? '' : minutes <= 0 ? 'Any moment now' : `About ${minutes} min`;

export function renderWaitlistPage(page: { venueName: string; entry: WaitlistEntry } | null): string {
  const head = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`;
  if (!page) {
    return `${head('Waitlist')}<body><main><h1>Waitlist</h1><p class="muted">This waitlist entry was not found</p></main></body></html>`;
  }
  const { venueName, entry } = page;
  const live = entry.status === 'waiting' || entry.status === 'notified';
  return (
    `${head(`${venueName} waitlist`)}<body><main data-live="${live ? '1' : '0'}">` +
    `<p class="muted">${escapeHtml(venueName)} · waitlist</p>` +
    `<h1 id="status">${escapeHtml(STATUS_WORDS[entry.status])}</h1>` +
    `<div class="card"><div class="label">Your place</div><div id="position" class="big">${entry.position ?? '–'}</div>` +
    `<div id="estimate" class="muted">${escapeHtml(estimateWords(entry.estimatedMinutes))}</div></div>` +
    `<p class="muted">${entry.partySize} ${entry.partySize === 1 ? 'guest' : 'guests'} · Ref ${escapeHtml(entry.reference)}</p>` +
    `<button id="leave" type="button"${live ? '' : ' hidden'}>Leave the queue</button>` +
    `<p id="note" class="muted" role="status" aria-live="polite"></p>` +
    `</main><script src="${escapeHtml(entry.reference)}/live.js" defer></script></body></html>`
  );
}

const STYLE =
  'body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}' +
  'main{max-width:440px;margin:0 auto;padding:24px 16px}h1{font-size:1.35rem;margin:.25rem 0 1rem}' +
  '.muted{color:#5c5f66}.card{background:#fff;border-radius:12px;padding:20px;text-align:center;box-shadow:0 1px 3px #0002;margin-bottom:12px}' +
  '.label{text-transform:uppercase;font-size:.75rem;letter-spacing:.06em;color:#5c5f66}.big{font-size:3.5rem;font-weight:700;line-height:1.1}' +
  'button{width:100%;min-height:48px;border:1px solid #fa5252;color:#c92a2a;background:#fff;border-radius:8px;font-size:1rem}';

/**
 * The page's script (plain ES2017, no bundle): polls `GET /v1/waitlist/status/{reference}?token=`
 * and posts `/v1/waitlist/leave`. It reads the reference and token from the page's address.
 */
export const WAITLIST_PAGE_SCRIPT = `(function(){
var parts=location.pathname.split('/');var ref=decodeURIComponent(parts[parts.length-1]);
var token=new URLSearchParams(location.search).get('token')||'';
var words=${JSON.stringify(STATUS_WORDS)};
var $=function(id){return document.getElementById(id)};
var main=document.querySelector('main');
function show(s){$('status').textContent=words[s.status]||'';$('position').textContent=s.position==null?'\\u2013':String(s.position);
$('estimate').textContent=s.estimatedMinutes==null?'':s.estimatedMinutes<=0?'Any moment now':'About '+s.estimatedMinutes+' min';
var live=s.status==='waiting'||s.status==='notified';$('leave').hidden=!live;main.setAttribute('data-live',live?'1':'0');}
function poll(){if(main.getAttribute('data-live')!=='1')return;
fetch('/v1/waitlist/status/'+encodeURIComponent(ref)+'?token='+encodeURIComponent(token),{cache:'no-store'})
.then(function(r){return r.json()}).then(function(e){if(e&&e.body&&e.responseStatus.success)show(e.body)}).catch(function(){});}
setInterval(poll,${WAITLIST_STATUS_POLL_SECONDS * 1000});
document.addEventListener('visibilitychange',function(){if(!document.hidden)poll()});
$('leave').addEventListener('click',function(){if(!confirm('Leave the queue?'))return;var b=$('leave');b.disabled=true;
fetch('/v1/waitlist/leave',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({reference:ref,token:token})})
.then(function(r){return r.json()}).then(function(e){b.disabled=false;if(e.responseStatus.success)show(e.body);else $('note').textContent=e.responseStatus.errorMessage||'Could not leave the queue';})
.catch(function(){b.disabled=false;$('note').textContent='Could not reach the venue. Please try again.'});});
})();`;

/**
 * The guest's join page (`/v/{username}/waitlist`, linked from the booking page when no slot
 * fits): name, phone, a booking code and the party, when the venue takes the queue online.
 */
export function renderJoinPage(page: {
  username: string;
  venueName: string;
  open: boolean;
  maxPartySize: number;
  waiting: number;
  partySize: number;
}): string {
  const head =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.venueName)} waitlist</title><style>${STYLE}${FORM_STYLE}</style></head>`;
  if (!page.open) {
    return `${head}<body><main><p class="muted">${escapeHtml(page.venueName)} · waitlist</p><h1>Join the waitlist</h1><p>This venue is not taking waitlist entries online right now. Please ask at the host stand.</p></main></body></html>`;
  }
  const chosen = Math.min(Math.max(1, page.partySize), page.maxPartySize);
  const options = Array.from({ length: page.maxPartySize }, (_, index) => index + 1)
    .map(
      (size) =>
        `<option value="${size}"${size === chosen ? ' selected' : ''}>${size} ${size === 1 ? 'guest' : 'guests'}</option>`,
    )
    .join('');
  return (
    `${head}<body><main><p class="muted">${escapeHtml(page.venueName)} · waitlist</p><h1>Join the waitlist</h1>` +
    `<p class="muted">${page.waiting === 0 ? 'Nobody is waiting right now.' : `${page.waiting} ${page.waiting === 1 ? 'party is' : 'parties are'} waiting.`} We will text you when your table is ready.</p>` +
    `<form id="join" data-username="${escapeHtml(page.username)}" novalidate>` +
    `<label>Name<input name="name" autocomplete="name" maxlength="80" required></label>` +
    `<label>Party size<select name="partySize">${options}</select></label>` +
    `<label>Mobile number<input name="mobileNumber" type="tel" inputmode="tel" autocomplete="tel" maxlength="20" required></label>` +
    `<button type="button" id="send" class="secondary">Send code</button>` +
    `<label>Code<input name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></label>` +
    `<p id="note" class="muted" role="status" aria-live="polite"></p>` +
    `<button type="submit" class="primary">Join the waitlist</button></form>` +
    `</main><script src="waitlist/join.js" defer></script></body></html>`
  );
}

const FORM_STYLE =
  'label{display:block;margin:0 0 12px;font-weight:600}input,select{display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:4px;padding:8px 10px;border:1px solid #ced4da;border-radius:8px;font:inherit}' +
  'button.primary{background:#228be6;color:#fff;border-color:#228be6}button.secondary{border-color:#228be6;color:#1c7ed6;margin:-4px 0 12px}';

/** The join page's script: sends the booking code, joins, then opens the live page. */
export const WAITLIST_JOIN_SCRIPT = `(function(){
var form=document.getElementById('join');if(!form)return;var note=document.getElementById('note');
var user=form.getAttribute('data-username');
function v(n){return form.elements.namedItem(n).value;}
function post(path,body){return fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json()});}
function fail(e){note.textContent=(e&&e.responseStatus&&e.responseStatus.errorMessage)||'Something went wrong. Please try again.';}
document.getElementById('send').addEventListener('click',function(){var b=this;b.disabled=true;
post('/v1/user/generateBookingOTP',{mobileNumber:v('mobileNumber')}).then(function(e){
if(e.responseStatus.success){note.textContent='Code sent to '+v('mobileNumber');setTimeout(function(){b.disabled=false},30000);}else{b.disabled=false;fail(e);}
}).catch(function(){b.disabled=false;fail(null)});});
form.addEventListener('submit',function(ev){ev.preventDefault();var b=form.querySelector('button[type=submit]');b.disabled=true;
post('/v1/waitlist/join',{username:user,name:v('name'),mobileNumber:v('mobileNumber'),otp:v('otp'),partySize:Number(v('partySize'))}).then(function(e){
if(e.responseStatus.success){location.href='/v/'+encodeURIComponent(user)+'/waitlist/'+encodeURIComponent(e.body.entry.reference)+'?token='+encodeURIComponent(e.body.token);}
else{b.disabled=false;fail(e);}
}).catch(function(){b.disabled=false;fail(null)});});
})();`;
