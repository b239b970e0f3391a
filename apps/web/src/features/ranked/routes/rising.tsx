import { RankedScreen, rankedLoader } from '../components/ranked-screen';
import { RANKINGS } from '../utils/rankings';

export const loadPage = rankedLoader(RANKINGS.rising);

/** /rising and /rising/{category}: the rising creators (`sort=growing`, subscribers gained over 30 days). */
export default function RisingRoute() {
  return <RankedScreen ranking={RANKINGS.rising} />;
}
