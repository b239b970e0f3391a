import type { Random } from './random';

const INTROS = [
  'and welcome to my page',
  'and I am so happy you found me',
  'your new favourite creator',
  'thanks for stopping by',
  'and this is my little corner of the internet',
  'a full-time creator since 2019',
];
const SCHEDULES = [
  'New posts every day.',
  'Fresh content three times a week.',
  'I post every Monday, Wednesday and Friday.',
  'Weekly drops and monthly specials.',
  'Live every evening, schedule pinned on my profile.',
];
const PROMISES = [
  'I answer every message personally.',
  'Requests are always welcome.',
  'Subscribers get early access to everything.',
  'Behind-the-scenes content you will not find anywhere else.',
  'Join the community and say hi!',
  'Bundles and discounts for loyal fans.',
];
const TOPIC_LINES = [
  (t: string) => `Here you will find the best of ${t}.`,
  (t: string) => `Obsessed with ${t} since forever.`,
  (t: string) => `Everything ${t}, made with love.`,
  (t: string) => `My page is all about ${t}.`,
];

/** A short bio with some markup (p, b, br, a) — sanitised and stripped by the API when shown. */
export function makeBio(random: Random, firstName: string, topics: string[], site: string | null): string {
  const topic = topics.length > 1 ? `${topics[0]} and ${topics[1]}` : (topics[0] ?? 'good vibes');
  const parts = [
    `<p>Hi, I'm <b>${firstName}</b> ${random.pick(INTROS)}!</p>`,
    `<p>${random.pick(TOPIC_LINES)(topic)} ${random.pick(SCHEDULES)}<br>${random.pick(PROMISES)}</p>`,
  ];
  if (site) parts.push(`<p>More on <a href="${site}">my website</a>.</p>`);
  return parts.join('');
}

const GREAT = [
  'Absolutely worth every cent.',
  'Best subscription I have.',
  'The content quality is outstanding.',
  'Always replies and genuinely cares about fans.',
  'Posts consistently and never disappoints.',
  'Super creative, every post is a surprise.',
  'Great value for the price.',
  'Friendly, funny and talented.',
  'The live sessions are the highlight of my week.',
];
const OKAY = [
  'Decent content but a bit irregular.',
  'Some posts are great, some feel rushed.',
  'Good overall, could reply a little faster.',
  'Fine for the price, nothing special.',
  'Nice page, I hope there will be more variety.',
];
const BAD = [
  'Too many paid messages for my taste.',
  'Posts have become rare lately.',
  'Expected more for this price.',
  'Never got an answer to my messages.',
  'Mostly recycled content.',
  'Lots of promotion, little actual content.',
];
const OPENERS = ['Subscribed for a few months now.', 'Found this page last year.', 'Long-time fan here.', ''];

export function makeComment(random: Random, rating: number): string {
  const pool = rating >= 4 ? GREAT : rating === 3 ? OKAY : BAD;
  const sentences = random.sample(pool, random.int(1, 3));
  const opener = random.pick(OPENERS);
  return (opener ? [opener, ...sentences] : sentences).join(' ');
}

const REPLIES = [
  'Thank you so much for the kind words! 💕',
  'Thanks for being here, it means a lot!',
  'So glad you enjoy it! More coming soon.',
  'Thank you for the feedback, I am working on it!',
  'Sorry about that — message me and I will make it right.',
  'Appreciate you! See you in the next live.',
];

export function makeReply(random: Random, rating: number): string {
  return rating >= 3 ? random.pick(REPLIES.slice(0, 4).concat(REPLIES[5])) : random.pick(REPLIES.slice(3, 5));
}
