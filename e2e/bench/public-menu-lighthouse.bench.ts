/**
 * Lighthouse bench for the public menu (issue 5 "Must show"): a 300-item menu made through the
 * real API, then Lighthouse in its default MOBILE mode (Moto G Power emulation, simulated slow
 * 4G and 4x CPU slowdown) on
 *  - GET /v/{userName}: the server-rendered, hydrated public menu;
 *  - the very same HTML saved under DATA_DIR/media and served by the same server (the limit:
 *    no server rendering, same absolute /assets URLs, so the same scripts and styles load).
 * Prints performance and accessibility scores (goal: both at least 95), LCP, TBT, CLS and bytes
 * transferred. The guest bundle's gzip size is printed by apps/server/bench/public-page.bench.ts.
 * Needs the built web (`npm run build -w apps/web`) and Debian's Chromium. Prints figures;
 * never fails on a number.
 * Run: npm run bench -w e2e   (or `npx node e2e/bench/public-menu-lighthouse.bench.ts` from /work/main)
 * LIGHTHOUSE_RUNS=3 runs each page three times and prints every run and the median.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const SCORE_WIDTH = RUNS === 1 ? 5 : 6 + 4 * RUNS;
const PHONE = '9000000022';
const OTP = '222222';
const USER_NAME = 'bench-thali-house';

/** 3 categories, 10 subcategories, 10 dishes × 3 ways each = 300 items (all veg). */
type Dish = [name: string, description: string, price: number];
type Section = { name: string; dishes: Dish[]; ways: [prefix: string, suffix: string, note: string, extra: number][] };
const MENU: { category: string; sections: Section[] }[] = [
  {
    category: 'North Indian',
    sections: [
      {
        name: 'Starters',
        ways: [
          ['', '', '', 0],
          ['', ' (Jain)', ' Made without onion, garlic or root vegetables.', 10],
          ['', ' Platter', ' A sharing platter for three to four, with mint chutney and salad.', 180],
        ],
        dishes: [
          ['Hara Bhara Kebab', 'Spinach, green peas and potato patties, shallow fried with ginger and green chilli.', 240],
          ['Crispy Corn', 'Sweet corn kernels tossed with pepper, spring onion and a squeeze of lime.', 220],
          ['Gobi Manchurian', 'Cauliflower florets in a tangy Indo-Chinese sauce with garlic and soy.', 230],
          ['Chilli Paneer', 'Cottage cheese cubes wok-tossed with capsicum, onion and green chillies.', 290],
          ['Veg Spring Roll', 'Crisp rolls stuffed with cabbage, carrot and glass noodles, with sweet chilli dip.', 210],
          ['Aloo Tikki', 'Spiced potato patties on the griddle, topped with curd, tamarind and sev.', 160],
          ['Punjabi Samosa', 'Flaky pastry filled with potato, peas and whole coriander seeds.', 120],
          ['Onion Pakora', 'Sliced onions in spiced gram-flour batter, fried until crisp.', 150],
          ['Mushroom 65', 'Button mushrooms in a fiery Chennai-style red masala with curry leaves.', 260],
          ['Dahi Ke Kebab', 'Hung-curd patties with cashew and cardamom, crumbed and pan fried.', 270],
        ],
      },
      {
        name: 'From the Tandoor',
        ways: [
          ['', '', ' Served with onion rings and mint chutney.', 0],
          ['Achari ', '', ' Marinated with pickling spices: fennel, nigella and mustard.', 20],
          ['Malai ', '', ' Marinated in cream, cheese and cardamom for a mild finish.', 30],
        ],
        dishes: [
          ['Paneer Tikka', 'Cottage cheese chunks with peppers and onion, charred in the clay oven.', 320],
          ['Soya Chaap', 'Soya chaap sticks roasted over coals and basted with butter.', 280],
          ['Tandoori Aloo', 'Baby potatoes stuffed with nuts and raisins, roasted in the tandoor.', 250],
          ['Mushroom Tikka', 'Whole mushrooms skewered with capsicum and roasted until smoky.', 290],
          ['Tandoori Gobi', 'Whole cauliflower florets in a yoghurt marinade, roasted crisp at the edges.', 240],
          ['Paneer Shashlik', 'Paneer, tomato, onion and capsicum on skewers with a tangy glaze.', 340],
          ['Bharwan Mirch', 'Large green chillies stuffed with spiced paneer and roasted.', 230],
          ['Tandoori Broccoli', 'Broccoli florets in a mustard and cheese marinade, lightly charred.', 310],
          ['Pineapple Tikka', 'Pineapple wedges dusted with chaat masala and kissed by the flame.', 220],
          ['Tandoori Platter Bites', 'A mixed selection of the day’s tikkas, sliced for sharing.', 420],
        ],
      },
      {
        name: 'Curries',
        ways: [
          ['', '', '', 0],
          ['', ' (Jain)', ' Cooked without onion or garlic.', 20],
          ['', ' (Family Pack)', ' Serves four, with extra gravy.', 260],
        ],
        dishes: [
          ['Paneer Butter Masala', 'Cottage cheese in a rich tomato, cashew and butter gravy.', 340],
          ['Kadai Paneer', 'Paneer and peppers cooked in a kadai with freshly pounded coriander and chilli.', 330],
          ['Palak Paneer', 'Paneer in a smooth spinach gravy tempered with garlic and cumin.', 320],
          ['Malai Kofta', 'Paneer and potato dumplings in a mild, creamy saffron gravy.', 350],
          ['Shahi Paneer', 'Paneer in a royal white gravy of cashew, cream and cardamom.', 360],
          ['Mushroom Matar', 'Mushrooms and green peas in a homestyle onion-tomato masala.', 290],
          ['Navratan Korma', 'Nine vegetables, fruits and nuts in a sweet and mild cashew gravy.', 320],
          ['Veg Kolhapuri', 'Mixed vegetables in a fiery Kolhapuri masala with coconut and red chilli.', 300],
          ['Methi Malai Matar', 'Green peas and fenugreek leaves in a creamy white gravy.', 310],
          ['Kaju Curry', 'Roasted cashews in a smooth, gently spiced tomato gravy.', 380],
        ],
      },
      {
        name: 'Dal & Sabzi',
        ways: [
          ['', '', '', 0],
          ['', ' (Half)', ' A half portion, for one.', -80],
          ['', ' with Jeera Rice', ' Served with a bowl of cumin rice.', 90],
        ],
        dishes: [
          ['Dal Makhani', 'Black lentils slow-cooked overnight with butter and cream.', 280],
          ['Dal Tadka', 'Yellow lentils tempered with ghee, cumin, garlic and dried red chilli.', 220],
          ['Chana Masala', 'Chickpeas simmered in a tangy onion-tomato masala with dried mango.', 240],
          ['Rajma Masala', 'Red kidney beans in a thick Punjabi gravy, the way it is cooked at home.', 240],
          ['Aloo Gobi', 'Potato and cauliflower dry-cooked with turmeric, ginger and coriander.', 220],
          ['Bhindi Do Pyaza', 'Okra stir-fried with plenty of onions and tangy spices.', 230],
          ['Baingan Bharta', 'Fire-roasted aubergine mashed with onion, tomato and green chilli.', 240],
          ['Jeera Aloo', 'Potatoes tossed with cumin, green chilli and fresh coriander.', 190],
          ['Mix Veg', 'Seasonal vegetables cooked in a light homestyle masala.', 230],
          ['Sarson Ka Saag', 'Mustard greens slow-cooked with ginger and a knob of white butter.', 260],
        ],
      },
      {
        name: 'Breads',
        ways: [
          ['', '', '', 0],
          ['Butter ', '', ' Brushed with melted butter.', 15],
          ['Garlic ', '', ' Topped with chopped garlic and coriander.', 25],
        ],
        dishes: [
          ['Tandoori Roti', 'Whole-wheat flatbread baked against the tandoor wall.', 30],
          ['Naan', 'Leavened white-flour bread, soft and puffed from the clay oven.', 50],
          ['Lachha Paratha', 'Flaky layered whole-wheat paratha.', 60],
          ['Missi Roti', 'Gram flour and wheat bread with onion, chilli and ajwain.', 55],
          ['Kulcha', 'Soft leavened bread finished with nigella seeds.', 60],
          ['Aloo Paratha', 'Whole-wheat paratha stuffed with spiced mashed potato, with curd and pickle.', 110],
          ['Paneer Paratha', 'Paratha stuffed with grated paneer, green chilli and coriander.', 130],
          ['Gobi Paratha', 'Paratha stuffed with grated cauliflower, ginger and ajwain.', 110],
          ['Pudina Paratha', 'Layered paratha sprinkled with dried mint.', 70],
          ['Amritsari Kulcha', 'Crisp kulcha stuffed with spiced potato and onion, with chole.', 150],
        ],
      },
      {
        name: 'Rice & Biryani',
        ways: [
          ['', '', '', 0],
          ['', ' (Half)', ' A half portion, for one.', -70],
          ['', ' with Raita', ' Served with a bowl of boondi raita.', 60],
        ],
        dishes: [
          ['Veg Dum Biryani', 'Basmati and vegetables layered with saffron, mint and fried onion, sealed and slow-cooked.', 320],
          ['Paneer Biryani', 'Fragrant basmati layered with paneer tikka and caramelised onion.', 360],
          ['Jeera Rice', 'Basmati tempered with ghee and cumin.', 180],
          ['Veg Pulao', 'Basmati cooked with peas, carrots, beans and whole spices.', 220],
          ['Kashmiri Pulao', 'Sweet and mild basmati with dry fruits, saffron and fresh fruit.', 260],
          ['Curd Rice', 'Rice folded into curd, tempered with mustard, curry leaves and ginger.', 180],
          ['Lemon Rice', 'Rice tossed with lemon, peanuts, turmeric and curry leaves.', 170],
          ['Steamed Rice', 'Plain steamed basmati.', 140],
          ['Dal Khichdi', 'Rice and yellow lentils cooked soft with ghee and cumin.', 210],
          ['Hyderabadi Veg Biryani', 'Spicy Hyderabadi-style biryani with mixed vegetables and fried cashews.', 340],
        ],
      },
    ],
  },
  {
    category: 'South Indian',
    sections: [
      {
        name: 'Dosa & Uttapam',
        ways: [
          ['', '', ' Served with sambar and coconut chutney.', 0],
          ['Ghee ', '', ' Roasted in pure ghee.', 30],
          ['Mysore ', '', ' Spread with spicy red garlic chutney.', 25],
        ],
        dishes: [
          ['Masala Dosa', 'Crisp rice-and-lentil crêpe filled with potato masala.', 150],
          ['Plain Dosa', 'Thin, golden rice-and-lentil crêpe.', 120],
          ['Onion Rava Dosa', 'Lacy semolina crêpe with onion, green chilli and cumin.', 160],
          ['Paper Roast', 'An extra-long, paper-thin crisp dosa.', 170],
          ['Set Dosa', 'Three soft, spongy dosas served with vegetable sagu.', 140],
          ['Paneer Dosa', 'Dosa filled with spiced grated paneer and onion.', 190],
          ['Neer Dosa', 'Delicate Mangalorean rice crêpes, soft and lacy.', 140],
          ['Onion Uttapam', 'Thick rice pancake topped with onion and green chilli.', 150],
          ['Tomato Uttapam', 'Thick rice pancake topped with tomato and coriander.', 150],
          ['Podi Uttapam', 'Uttapam dusted with gunpowder spice and sesame oil.', 160],
        ],
      },
      {
        name: 'Idli, Vada & More',
        ways: [
          ['', '', ' Served with sambar and two chutneys.', 0],
          ['', ' (Sambar Dip)', ' Soaked in a bowl of hot sambar.', 20],
          ['Podi ', '', ' Tossed in gunpowder spice and ghee.', 25],
        ],
        dishes: [
          ['Idli', 'Two steamed rice-and-lentil cakes, soft and fluffy.', 90],
          ['Medu Vada', 'Two crisp urad dal doughnuts with black pepper and curry leaves.', 100],
          ['Rava Idli', 'Semolina idlis with cashew, carrot and mustard seeds.', 110],
          ['Mini Idli', 'Fourteen button idlis.', 110],
          ['Upma', 'Semolina cooked with vegetables, ginger and curry leaves.', 100],
          ['Ven Pongal', 'Rice and moong dal with pepper, cumin, ginger and ghee.', 130],
          ['Appam with Stew', 'Lacy fermented rice pancakes with a coconut milk vegetable stew.', 180],
          ['Pesarattu', 'Green moong dal crêpe with ginger and green chilli.', 140],
          ['Bonda', 'Spiced potato dumplings in gram-flour batter.', 100],
          ['Kuzhi Paniyaram', 'Crisp-outside, soft-inside dumplings from a pan of little hollows.', 120],
        ],
      },
    ],
  },
  {
    category: 'Desserts & Drinks',
    sections: [
      {
        name: 'Desserts',
        ways: [
          ['', '', '', 0],
          ['', ' with Vanilla Ice Cream', ' With a scoop of vanilla ice cream.', 60],
          ['', ' (Sugar Free)', ' Sweetened with stevia.', 30],
        ],
        dishes: [
          ['Gulab Jamun', 'Two warm milk dumplings soaked in rose and cardamom syrup.', 110],
          ['Rasmalai', 'Soft cottage cheese discs in chilled saffron milk with pistachio.', 150],
          ['Gajar Ka Halwa', 'Carrots slow-cooked with milk, ghee and khoya.', 160],
          ['Moong Dal Halwa', 'Rich lentil halwa roasted in ghee with almonds.', 170],
          ['Kesar Phirni', 'Ground rice pudding with saffron, set in a clay pot.', 140],
          ['Rabri', 'Thickened sweet milk with layers of cream and nuts.', 160],
          ['Shahi Tukda', 'Fried bread soaked in syrup and topped with rabri.', 170],
          ['Kulfi Falooda', 'Malai kulfi with falooda noodles, basil seeds and rose syrup.', 180],
          ['Rava Kesari', 'Semolina pudding with ghee, saffron and cashews.', 110],
          ['Payasam', 'Rice and jaggery pudding with coconut milk and cardamom.', 130],
        ],
      },
      {
        name: 'Beverages',
        ways: [
          ['', '', '', 0],
          ['', ' (Large)', ' A large 500 ml glass.', 50],
          ['', ' (Less Sugar)', ' Made with less sugar.', 0],
        ],
        dishes: [
          ['Masala Chai', 'Assam tea brewed with milk, ginger and cardamom.', 50],
          ['Filter Coffee', 'South Indian decoction coffee with frothy milk.', 60],
          ['Mango Lassi', 'Thick yoghurt drink blended with Alphonso mango.', 130],
          ['Sweet Lassi', 'Chilled churned yoghurt with sugar and a touch of cardamom.', 110],
          ['Masala Chaas', 'Spiced buttermilk with roasted cumin, ginger and coriander.', 70],
          ['Nimbu Pani', 'Fresh lime with black salt and roasted cumin.', 70],
          ['Jaljeera', 'Tangy cumin and mint cooler.', 70],
          ['Rose Milk', 'Chilled milk with rose syrup and basil seeds.', 100],
          ['Badam Milk', 'Warm almond milk with saffron and cardamom.', 120],
          ['Fresh Lime Soda', 'Lime with soda, sweet or salted.', 90],
        ],
      },
    ],
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first free port from 3470 up (others may run servers on this machine). */
async function freePort(from = 3470): Promise<number> {
  for (let port = from; port < from + 50; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 49}`);
}

async function waitReady(base: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready within 60 s');
}

interface Envelope<T> {
  responseStatus: { success: boolean; errorMessage: string | null };
  body: T;
}

async function call<T>(
  base: string,
  url: string,
  init: { method?: string; body?: unknown; token?: string; profileId?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.profileId) headers['X-Profile-ID'] = init.profileId;
  let body: string | FormData | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}${url}`, { method: init.method ?? 'GET', headers, body });
  const payload = (await response.json()) as Envelope<T>;
  if (!response.ok || !payload.responseStatus.success)
    throw new Error(`${url} → ${response.status}: ${payload.responseStatus.errorMessage}`);
  return payload.body;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

/** Logs in, creates the business profile and its 300-item menu, all through the API. */
async function seed(base: string) {
  await call(base, '/v1/user/userLogin', { method: 'POST', body: { mobileNumber: PHONE } });
  const login = await call<{ token: { access: { token: string } } }>(base, '/v1/user/validateOtp', {
    method: 'POST',
    body: { mobileNumber: PHONE, otp: OTP },
  });
  const token = login.token.access.token;
  const categories = await call<{ categories: { _id: string }[] }>(base, '/v1/user/getAllUserCategory/?name=', { token });
  const profile = await call<{ profileId: string; userName: string }>(base, '/v1/user/createSocialProfile', {
    method: 'POST',
    token,
    body: {
      name: 'Annapurna Thali House',
      userName: USER_NAME,
      profileType: 'business',
      categoryArray: [categories.categories[0]!._id],
    },
  });
  const auth = { token, profileId: profile.profileId };
  let items = 0;
  for (const { category, sections } of MENU) {
    const created = await call<{ category: { _id: string } }>(base, '/v2/add-category-or-subcategory', {
      method: 'POST',
      ...auth,
      body: form({ name: category, type: 'category' }),
    });
    for (const section of sections) {
      const sub = await call<{ subCategory: { _id: string } }>(base, '/v2/add-category-or-subcategory', {
        method: 'POST',
        ...auth,
        body: form({ name: section.name, type: 'subCategory', category_id: created.category._id }),
      });
      // The menu order is by creation, so one way at a time; ten requests in flight.
      for (const [prefix, suffix, note, extra] of section.ways) {
        await Promise.all(
          section.dishes.map(([name, description, price]) =>
            call(base, '/v2/addItems', {
              method: 'POST',
              ...auth,
              body: form({
                itemName: `${prefix}${name}${suffix}`,
                description: `${description}${note}`,
                price: String(price + extra),
                subCategory_id: sub.subCategory._id,
                type: 'veg',
              }),
            }),
          ),
        );
        items += section.dishes.length;
      }
    }
  }
  return { userName: profile.userName, items, subcategories: MENU.reduce((n, c) => n + c.sections.length, 0) };
}

interface Figures {
  performance: number | null;
  accessibility: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transfer: number;
  scriptTransfer: number;
  benchmarkIndex: number;
  failedA11y: string[];
  opportunities: { title: string; ms: number }[];
  warnings: string[];
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => {
    const raw = lhr.categories[id]?.score;
    return raw === null || raw === undefined ? null : Math.round(raw * 100);
  };
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const opportunities = Object.values(lhr.audits)
    .map((entry) => ({
      title: entry.title,
      ms: (entry.details as { type?: string; overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
      type: (entry.details as { type?: string } | undefined)?.type,
    }))
    .filter((entry) => entry.type === 'opportunity' && entry.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .map(({ title, ms }) => ({ title, ms }));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transfer: value('total-byte-weight'),
    scriptTransfer: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedA11y,
    opportunities,
    warnings: lhr.runWarnings,
  };
}

/** What the server sends for a URL: the content-encoding, the decoded size and its gzip size. */
async function served(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    encoding: response.headers.get('content-encoding') ?? 'none',
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

function row(label: string, runs: Figures[]) {
  const pick = (key: 'fcp' | 'lcp' | 'tbt' | 'cls' | 'transfer' | 'scriptTransfer') => median(runs.map((r) => r[key]));
  const scores = (key: 'performance' | 'accessibility') => runs.map((r) => r[key] ?? Number.NaN);
  const scoreText = (key: 'performance' | 'accessibility') =>
    RUNS === 1 ? String(scores(key)[0]) : `${median(scores(key))} (${scores(key).join('/')})`;
  return [
    label.padEnd(38),
    scoreText('performance').padStart(SCORE_WIDTH),
    scoreText('accessibility').padStart(SCORE_WIDTH),
    `${(pick('fcp') / 1000).toFixed(2)} s`.padStart(8),
    `${(pick('lcp') / 1000).toFixed(2)} s`.padStart(8),
    `${pick('tbt').toFixed(0)} ms`.padStart(8),
    pick('cls').toFixed(3).padStart(6),
    kb(pick('transfer')).padStart(10),
    kb(pick('scriptTransfer')).padStart(9),
  ].join(' ');
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/public-menu/.vite/manifest.json')))
    throw new Error('the public pages are not built: run `npm run build -w apps/web` first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-lighthouse-bench-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: path.join(ROOT, 'e2e'),
    env: {
      ...process.env,
      // Development, because production refuses SMS_TEST_OTP. The page is rendered once per
      // menu version and kept, and the guest bundle is the production build either way.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SMS_TEST_OTP: `91${PHONE}=${OTP}`,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitReady(base, server);
    const seedStarted = Date.now();
    const venue = await seed(base);
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    const pageUrl = `${base}/v/${venue.userName}`;
    const response = await fetch(pageUrl);
    if (response.status !== 200) throw new Error(`${pageUrl} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    mkdirSync(path.join(dataDir, 'media', 'bench'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'bench', 'menu.html'), html);
    const staticUrl = `${base}/media/bench/menu.html`;
    const check = await fetch(staticUrl);
    if (check.status !== 200 || (await check.text()).length !== html.toString().length)
      throw new Error(`the static copy at ${staticUrl} is not served as saved`);

    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const pages = [
      { label: `/v/${venue.userName} (server-rendered)`, url: pageUrl, runs: [] as Figures[] },
      { label: 'same HTML as a static file (the limit)', url: staticUrl, runs: [] as Figures[] },
    ];
    // Alternate the pages so a busy moment on the machine does not land on one of them only.
    for (let run = 0; run < RUNS; run += 1) for (const page of pages) page.runs.push(await audit(page.url, chrome.port));

    const version = ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;
    console.log(
      `public menu, Lighthouse ${RUNS === 1 ? '' : `(median of ${RUNS} runs) `}mobile (default emulation and throttling), ${version}: ` +
        `${venue.items} items in ${venue.subcategories} subcategories (seeded through the API in ${seedSeconds.toFixed(1)} s), ` +
        `HTML ${kb(html.length)} (${kb(gzipSync(html).length)} gzip)`,
    );
    console.log(
      `  ${'page'.padEnd(38)} ${'perf'.padStart(SCORE_WIDTH)} ${'a11y'.padStart(SCORE_WIDTH)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'transfer'.padStart(10)} ${'of it JS'.padStart(9)}`,
    );
    for (const page of pages) console.log(`  ${row(page.label, page.runs)}`);
    console.log('  goal: performance and accessibility both at least 95 on /v/{username}');
    // What a phone downloads: the guest script (budget 90 KB gzip) and how each page is sent.
    const script = /<script type="module" src="([^"]+)"/.exec(html.toString())?.[1];
    if (script) {
      const js = await served(new URL(script, base).href);
      console.log(
        `  guest JS ${script}: ${kb(js.bytes)} raw, ${kb(js.gzip)} gzip (budget 90 KB gzip: ${js.gzip <= 90 * 1024 ? 'met' : 'NOT met'}); sent with content-encoding: ${js.encoding}`,
      );
    } else console.log('  guest JS: no module script in the page');
    const [dynamicPage, staticPage] = await Promise.all([served(pageUrl), served(staticUrl)]);
    console.log(
      `  HTML sent with content-encoding: ${dynamicPage.encoding} from /v/, ${staticPage.encoding} for the static copy (served from /media/)`,
    );
    for (const page of pages) {
      const failed = [...new Set(page.runs.flatMap((r) => r.failedA11y))];
      if (failed.length > 0) console.log(`  accessibility audits failed on ${page.label}: ${failed.join(', ')}`);
      const hints = page.runs[0]!.opportunities.slice(0, 3);
      if (hints.length > 0)
        console.log(
          `  Lighthouse's top savings on ${page.label}: ${hints.map((hint) => `${hint.title} (~${Math.round(hint.ms)} ms)`).join('; ')}`,
        );
      const warnings = [...new Set(page.runs.flatMap((r) => r.warnings))];
      for (const warning of warnings)
        console.log(`  Lighthouse warning (${page.label}): ${warning.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
    console.log(
      `  CPU benchmark index (Lighthouse's, higher is faster; the simulation scales by it): ${pages
        .flatMap((p) => p.runs.map((r) => r.benchmarkIndex.toFixed(0)))
        .join(' / ')}`,
    );
  } finally {
    if (chrome) chrome.kill();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
