import { RankedScreen, rankedLoader } from '../components/ranked-screen';
import { RANKINGS } from '../utils/rankings';

export const loadPage = rankedLoader(RANKINGS.best);

/** /best and /best/{category}: the best-rated creators (`sort=top`, the Bayesian average). */
export default function BestRoute() {
  return <RankedScreen ranking={RANKINGS.best} />;
}
