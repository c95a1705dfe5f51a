import { describe } from 'vitest';
import { engineJourneys } from './engines/engine-journeys';
import { pileJourney } from './engines/pile-journey';
import { launchFirefox } from './engines/firefox';

/** The five journeys in Firefox ESR on a phone (issue 30), driven by puppeteer-core over WebDriver BiDi. */
describe('Firefox', () => pileJourney(engineJourneys(launchFirefox)));
