/**
 * The sections of the community guidelines (the `/guidelines` page), each with a stable anchor: a
 * statement of reasons names the rule it applies by its section (docs/decisions/039-decisions-and-appeals.md),
 * so an anchor never changes once published; a new rule is a new section.
 */
export const GUIDELINE_SECTIONS = [
  { anchor: 'reviews-content', title: 'What a review may contain' },
  { anchor: 'held-reviews', title: 'Reviews held by the checks' },
  { anchor: 'hidden-reviews', title: 'Reviews hidden by a moderator' },
  { anchor: 'creator-pages', title: 'Creator pages' },
  { anchor: 'how-reviews-are-checked', title: 'How reviews are checked' },
  { anchor: 'rating-and-orders', title: 'How the rating and the orders work' },
  { anchor: 'reporting', title: 'Reporting a review' },
  { anchor: 'appeals', title: 'Appealing a decision' },
] as const;

export type GuidelineAnchor = (typeof GUIDELINE_SECTIONS)[number]['anchor'];

export const GUIDELINE_ANCHORS = GUIDELINE_SECTIONS.map((section) => section.anchor) as [
  GuidelineAnchor,
  ...GuidelineAnchor[],
];

/** The path of a section of the guidelines. */
export const guidelinePath = (anchor: GuidelineAnchor) => `/guidelines#${anchor}`;
