/**
 * The layers of the discovery engine that can be turned off one by one (`DISCOVERY_LAYERS_OFF`, a
 * comma-separated list of these names; unset = every layer on, the product's behaviour). A layer
 * off makes the engine take the path it would take without it: the same pages and counts, only
 * their cost changes (`npm run bench:discovery-layers` measures each off). Set once per process,
 * when the creators' routes are registered (see list-routes.ts).
 */
export const ENGINE_LAYERS = {
  probe: 'a term collects up to 500 matches first (matches-page.ts probeMatches, and after a walk that met none)',
  sides: 'by likes or subscribers, a page with a term or coordinates is taken side by side of the key (sidesPage)',
  ranges: 'a deep page by likes or subscribers is collected from a power of two of the key up (rangePage)',
  'term-signatures': 'a walk tests the term on the bit(512) term_signature of the entry before it reads the row',
  'key-range-lexemes': "a range's collect looks up its §likes_<r> lexeme, not §likes and the key checked on the rows",
  'packed-reviews': 'sort=reviews from the ranking kept in memory (recent-reviews.ts, ranked-facts.ts), not plain SQL',
} as const;

export type EngineLayer = keyof typeof ENGINE_LAYERS;

let off: ReadonlySet<EngineLayer> = new Set();

/** The layers named in `names` (trimmed, empty ones left out); throws on an unknown name. */
export function parseEngineLayers(names: readonly string[]): Set<EngineLayer> {
  const layers = new Set<EngineLayer>();
  for (const name of names.map((item) => item.trim()).filter(Boolean)) {
    if (!Object.hasOwn(ENGINE_LAYERS, name)) {
      const known = Object.keys(ENGINE_LAYERS).join(', ');
      throw new Error(`DISCOVERY_LAYERS_OFF: unknown layer "${name}" (the layers: ${known})`);
    }
    layers.add(name as EngineLayer);
  }
  return layers;
}

/** Turns exactly these layers off, every other on (at start, from the configuration; tests set it too). */
export function setEngineLayersOff(names: readonly string[]): void {
  off = parseEngineLayers(names);
}

/** Whether the engine uses `layer` (every layer is on unless DISCOVERY_LAYERS_OFF names it). */
export function layerOn(layer: EngineLayer): boolean {
  return !off.has(layer);
}

/** The layers off, in the order of ENGINE_LAYERS. */
export function engineLayersOff(): EngineLayer[] {
  return (Object.keys(ENGINE_LAYERS) as EngineLayer[]).filter((layer) => off.has(layer));
}
