import { hasType, jsonLdGraph, many, termName, type JsonLdNode } from './json-ld-nodes';
import { offerPrices, type OfferPrices } from './offer-prices';

/** What a page's schema.org ProfilePage says of its creator (every field as found, unchecked). */
export interface ProfileEntity {
  name: unknown;
  alternateName: unknown;
  identifier: unknown;
  image: unknown;
  description: unknown;
  sameAs: unknown[];
  counters: { subscribers: unknown; likes: unknown; posts: unknown };
  prices: OfferPrices;
  /** From `isFamilyFriendly` of the page or its creator: true, false, or null when not said. */
  familyFriendly: boolean | null;
}

const ENTITY_TYPES = ['Person', 'Organization'];

/** An action's name however `interactionType` names it: a term, `{ "@type": … }` or `{ "@id": … }`. */
function actionNames(type: unknown): string[] {
  return many(type)
    .map((item) =>
      item !== null && typeof item === 'object'
        ? (termName(many((item as JsonLdNode)['@type'])[0]) ?? termName((item as JsonLdNode)['@id']))
        : termName(item),
    )
    .filter((name): name is string => name !== null);
}

/** The first InteractionCounter of `action` (FollowAction…) among `statistics`: its userInteractionCount. */
function countOf(statistics: unknown, action: string, resolve: (value: unknown) => JsonLdNode | null): unknown {
  for (const item of many(statistics)) {
    const counter = resolve(item);
    if (!counter) continue;
    if (actionNames(counter.interactionType).includes(action)) return counter.userInteractionCount;
  }
  return undefined;
}

function familyFriendly(...values: unknown[]): boolean | null {
  for (const value of values) {
    if (typeof value === 'boolean') return value;
    const name = termName(value)?.toLowerCase();
    if (name === 'true' || name === 'false') return name === 'true';
  }
  return null;
}

/**
 * The creator of the page's schema.org ProfilePage (Google's profile page markup): its
 * `mainEntity` Person or Organization (inline or by `@id`), with its name, alternateName (the
 * handle), identifier, image, description, sameAs, counters (`interactionStatistic`
 * InteractionCounters: FollowAction = followers, LikeAction = likes received; WriteAction, from it
 * or from `agentInteractionStatistic`, = posts written) and offers (`makesOffer`/`offers` of the
 * creator or the page). Null when the page has no ProfilePage with such an entity.
 */
export function profileEntity(blocks: unknown[]): ProfileEntity | null {
  const graph = jsonLdGraph(blocks);
  for (const page of graph.nodes.filter((node) => hasType(node, 'ProfilePage'))) {
    const entity = many(page.mainEntity)
      .map(graph.resolve)
      .find((node): node is JsonLdNode => node !== null && hasType(node, ...ENTITY_TYPES));
    if (!entity) continue;
    const stats = entity.interactionStatistic;
    const offers = [...many(entity.makesOffer), ...many(entity.offers), ...many(page.offers)];
    return {
      name: entity.name,
      alternateName: entity.alternateName,
      identifier: entity.identifier,
      image: entity.image,
      description: entity.description,
      sameAs: many(entity.sameAs),
      counters: {
        subscribers: countOf(stats, 'FollowAction', graph.resolve),
        likes: countOf(stats, 'LikeAction', graph.resolve),
        posts:
          countOf(stats, 'WriteAction', graph.resolve) ??
          countOf(entity.agentInteractionStatistic, 'WriteAction', graph.resolve),
      },
      prices: offerPrices(offers, graph.resolve),
      familyFriendly: familyFriendly(entity.isFamilyFriendly, page.isFamilyFriendly),
    };
  }
  return null;
}
