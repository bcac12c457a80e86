/**
 * The marketplace of bench/public-schedules.ts, seeded in SQL with generate_series: `schedules` schedules,
 * 10 per workshop, 10 workshops per team, one coach per team (100,000 schedules: 1,000 teams; 1,000,000:
 * 10,000). Workshops are named and described from a small vocabulary of AI topics, formats and audiences,
 * so a topic's word ("prompt") is in the title of ~3% of workshops and the description of ~3% more, as a
 * real search word would be; levels, modes, countries, dates and prices vary independently (hashes of the
 * row, not random(): two runs seed the same marketplace, but for its dates, which follow now()).
 */
import type { Knex } from 'knex';

const TOPICS = [
  'Prompt Engineering',
  'AI Agents',
  'Retrieval-Augmented Generation',
  'Computer Vision',
  'Fine-Tuning Language Models',
  'LLM Evaluation',
  'AI for Sales',
  'AI for Marketing',
  'Data Analytics',
  'Customer Support Automation',
  'Machine Learning Foundations',
  'Generative Design',
  'Speech Recognition',
  'AI Strategy',
  'Workflow Automation',
  'Chatbot Design',
  'Responsible AI',
  'Demand Forecasting',
  'Recommendation Systems',
  'Natural Language Processing',
  'AI Product Management',
  'Copywriting with AI',
  'Spreadsheet Automation',
  'AI for Recruiting',
  'Knowledge Management',
  'Video Generation',
  'AI Security',
  'Negotiation Coaching',
  'Personal Productivity',
  'Startup Fundraising',
];
const FORMATS = [
  'Masterclass',
  'Bootcamp',
  'Workshop',
  'Clinic',
  'Intensive',
  'Lab',
  'Crash Course',
  'Deep Dive',
];
const AUDIENCES = [
  'founders',
  'marketers',
  'sales teams',
  'engineers',
  'product managers',
  'recruiters',
  'consultants',
  'small businesses',
  'teachers',
  'analysts',
];
const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'CA', 'AU', 'IN', 'BR', 'JP'];

/** `array['a', 'b']` of SQL literals. */
const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;
/** One of `values`, picked by a hash of `seed` (an SQL text expression). */
const pick = (values: readonly string[], seed: string) =>
  `(${sqlArray(values)})[1 + abs(hashtext(${seed})) % ${values.length}]`;

/** Seeds the marketplace (see the file's comment) and analyzes it. */
export async function seedSchedules(knex: Knex, schedules: number): Promise<void> {
  const teams = Math.max(1, Math.round(schedules / 100));
  await knex.raw(`
    insert into tenants (name, slug, plan)
    select 'Team ' || i, 'team-' || i, 'free' from generate_series(1, ${teams}) i`);
  await knex.raw(`
    insert into users (username, email, status)
    select 'coach' || i, 'coach' || i || '@bench.test', 'active' from generate_series(1, ${teams}) i`);
  await knex.raw(`
    insert into profiles (user_id, first_name, last_name, headline, phone_number)
    select id, 'First ' || username, 'Last', 'AI coach ' || username, '+1 555 0100' from users`);
  // Ten workshops per team, run by its coach (coach<i> for team-<i>); one in ten still a draft.
  await knex.raw(`
    insert into workshops (tenant_id, coach_id, title, slug, description, price_minor, currency, max_seats, status)
    select tenant_id, coach_id,
           topic || ': ' || format || ' for ' || audience, slug,
           'A hands-on ' || lower(format) || ' in which ' || audience || ' learn ' || lower(other_topic) ||
           ' step by step, with templates, live exercises and feedback. Bring a real problem from your work;' ||
           ' you leave with a plan you can use on Monday.',
           1000 + abs(hashtext(slug || 'price')) % 49000,
           (array['USD', 'USD', 'USD', 'EUR', 'GBP'])[1 + abs(hashtext(slug || 'currency')) % 5],
           5 + n, case when n = 10 then 'DRAFT' else 'PUBLISHED' end
    from (
      select t.id as tenant_id, u.id as coach_id, n, t.slug || '-w' || n as slug,
             ${pick(TOPICS, "t.slug || '-w' || n")} as topic,
             ${pick(TOPICS, "t.slug || '-d' || n")} as other_topic,
             ${pick(FORMATS, "t.slug || '-f' || n")} as format,
             ${pick(AUDIENCES, "t.slug || '-a' || n")} as audience
      from tenants t
      join users u on u.username = 'coach' || substr(t.slug, 6)
      cross join generate_series(1, 10) n
    ) planned`);
  // Ten schedules per workshop from 180 days ago to a year ahead; some drafts, some private.
  await knex.raw(`
    insert into workshop_schedules
      (tenant_id, workshop_id, coach_id, start_date, end_date, country, level, status, visibility, mode)
    select tenant_id, id, coach_id, start, start + interval '3 hours',
           ${pick(COUNTRIES, "seed || 'c'")},
           ${pick(['BEGINNER', 'INTERMEDIATE', 'ADVANCED'], "seed || 'l'")},
           case when n % 5 = 0 then 'DRAFT' else 'PUBLISHED' end,
           case when n % 7 = 0 then 'PRIVATE' else 'PUBLIC' end,
           ${pick(['ONLINE', 'IN-PERSON', 'HYBRID'], "seed || 'm'")}
    from (
      select w.tenant_id, w.id, w.coach_id, n, w.slug || '-' || n as seed,
             date_trunc('minute', now()) + (abs(hashtext(w.slug || '-s' || n)) % (545 * 24) - 180 * 24) * interval '1 hour' as start
      from workshops w cross join generate_series(1, 10) n
    ) planned`);
  await knex.raw('vacuum analyze');
}
