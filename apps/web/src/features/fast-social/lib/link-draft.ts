import type { SocialLink, SocialLinkInput } from '@venue/shared';

/** One link as the editor holds it until "Save links": `key` is stable for new links that have no `_id` yet. */
export interface LinkDraft {
  key: string;
  _id?: string;
  name: string;
  url: string;
  icon: string;
  live: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** Clicks over the last 30 days (0 for a link not saved yet). */
  clicks: number;
}

let nextKey = 0;
export const newDraftKey = () => `new-${++nextKey}`;

export function draftsOf(links: SocialLink[]): LinkDraft[] {
  return [...links]
    .sort((a, b) => a.order - b.order)
    .map((link) => ({
      key: link._id,
      _id: link._id,
      name: link.name,
      url: link.url,
      icon: link.icon,
      live: link.live,
      startsAt: link.startsAt,
      endsAt: link.endsAt,
      clicks: link.clicks,
    }));
}

/** The `links.link` entries of POST /fast-social/links, in the editor's order. */
export function saveInputOf(drafts: LinkDraft[]): SocialLinkInput[] {
  return drafts.map(({ _id, name, url, icon, live, startsAt, endsAt }) => ({
    ...(_id ? { _id } : {}),
    name,
    url,
    icon: icon as SocialLinkInput['icon'],
    live,
    startsAt,
    endsAt,
  }));
}

/** Whether a guest sees the link now (decisions §6: live and now ∈ [startsAt, endsAt)). */
export function isShowingNow(draft: Pick<LinkDraft, 'live' | 'startsAt' | 'endsAt'>, now: Date = new Date()): boolean {
  if (!draft.live) return false;
  if (draft.startsAt && new Date(draft.startsAt) > now) return false;
  if (draft.endsAt && new Date(draft.endsAt) <= now) return false;
  return true;
}

export function moveDraft(drafts: LinkDraft[], key: string, by: -1 | 1): LinkDraft[] {
  const from = drafts.findIndex((draft) => draft.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= drafts.length) return drafts;
  const next = [...drafts];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
