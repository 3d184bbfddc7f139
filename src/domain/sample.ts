import { Faker, base, de, en, fr } from '@faker-js/faker';
import { fromEpochDay, isIsoDate, toEpochDay } from './dates';
import { defaultSeed, maxSampleSize } from './sampleSizes';
import type { Invoice } from './invoice';
import type { InvoiceStatus } from './statuses';

export interface SampleOptions {
  /** Number of invoices, 1 to 1,000,000. */
  count: number;
  /** ISO date of "today": dates fall in the year before it, and overdue is judged against it. */
  today: string;
  seed?: number;
  /** Invoices per yielded batch; a million objects never exist at once. */
  batchSize?: number;
}

/** mulberry32: a tiny seeded PRNG for the per-row draws, so a million rows stay fast. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

/** Contacts and note phrases drawn once from seeded faker; some are German or French, with accents. */
function createPools(seed: number) {
  const english = new Faker({ locale: [en, base], seed });
  const german = new Faker({ locale: [de, en, base], seed: seed + 1 });
  const french = new Faker({ locale: [fr, en, base], seed: seed + 2 });
  const contacts = new Set<string>();
  const makers = [english, english, english, german, french];
  for (let i = 0; contacts.size < 60 && i < 1000; i++) {
    contacts.add((makers[i % makers.length] as Faker).company.name());
  }
  const notes = Array.from({ length: 40 }, () => {
    const phrase = english.company.buzzPhrase();
    return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  });
  return { contacts: [...contacts], notes, uuidSeed: english.number.int({ max: 2 ** 31 }) };
}

/** Character codes of the hex digits, and of a uuid's digits as `uuidFrom` fills them in. */
const hexCodes = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const uuidCodes: number[] = Array.from('xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx', (c) =>
  c.charCodeAt(0),
);
/** Where the random digits go, in the order they are drawn (the variant, `y`, is drawn first). */
const uuidDigits = [...uuidCodes.keys()].filter((i) => ![8, 13, 14, 18, 19, 23].includes(i));

function uuidFrom(random: ReturnType<typeof createRandom>): string {
  // One string from character codes: concatenating 32 digits made 31 strings to collect, and
  // collecting them was most of generating a million invoices.
  uuidCodes[19] = hexCodes[8 + Math.floor(random.next() * 4)] as number;
  for (const i of uuidDigits) uuidCodes[i] = hexCodes[Math.floor(random.next() * 16)] as number;
  return String.fromCharCode(...uuidCodes);
}

/** The reference width: 3 digits for the 100-invoice sample, wider so larger samples still sort. */
export function invoiceNumber(index: number, count: number): string {
  const width = Math.max(3, String(count).length);
  return `INV-${String(index).padStart(width, '0')}`;
}

/**
 * Generates the sample (DESIGN.md, Sample data), yielding batches. The same seed, count and
 * today give the same invoices. All five statuses show: sent or viewed invoices whose due date
 * has passed read as overdue (src/domain/overdue.ts); none is stored so.
 */
export function* generateInvoices(options: SampleOptions): Generator<Invoice[]> {
  const { count, today, seed = defaultSeed, batchSize = 10_000 } = options;
  if (!Number.isInteger(count) || count < 1 || count > maxSampleSize) {
    throw new RangeError(`Sample size must be a whole number from 1 to ${maxSampleSize}`);
  }
  if (!isIsoDate(today)) throw new RangeError(`Today must be an ISO date, got ${today}`);
  const pools = createPools(seed);
  const random = createRandom(pools.uuidSeed);
  const days = createDayNames(today);
  let batch: Invoice[] = [];
  for (let id = 1; id <= count; id++) {
    batch.push(generateOne(id, count, days, pools, random));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * ISO names of the days around today, made once: every date in the sample is within a year
 * before today or 60 days after that, and formatting a Date per row dominated generation.
 */
function createDayNames(today: string) {
  const todayDay = toEpochDay(today);
  const names = new Map<number, string>();
  return {
    today,
    /** The ISO date `offset` days from today. */
    name(offset: number): string {
      let name = names.get(offset);
      if (name === undefined) {
        name = fromEpochDay(todayDay + offset);
        names.set(offset, name);
      }
      return name;
    },
  };
}

function generateOne(
  id: number,
  count: number,
  days: ReturnType<typeof createDayNames>,
  pools: ReturnType<typeof createPools>,
  random: ReturnType<typeof createRandom>,
): Invoice {
  const roll = random.next();
  const status: InvoiceStatus =
    roll < 0.15 ? 'draft' : roll < 0.35 ? 'sent' : roll < 0.5 ? 'viewed' : 'paid';
  // Open invoices are recent, paid ones span the year, so some open ones are not yet due.
  const daysAgo = status === 'paid' ? random.int(0, 364) : random.int(0, 120);
  const date = days.name(-daysAgo);
  const dueDate = days.name(-daysAgo + random.int(7, 60));
  const amountDue = random.int(100_000, 500_000);
  const amountPaid =
    status === 'draft' ? 0 : status === 'paid' ? amountDue : random.int(0, amountDue - 1);
  const noteCount = random.int(0, 2);
  const notes = Array.from({ length: noteCount }, () => random.pick(pools.notes));
  const number = invoiceNumber(id, count);
  return {
    id,
    invoiceId: uuidFrom(random),
    number,
    reference: number,
    contactName: random.pick(pools.contacts),
    status,
    date,
    dueDate,
    amountDue,
    amountPaid,
    notes,
  };
}
