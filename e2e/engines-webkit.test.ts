import { describe } from 'vitest';
import { engineJourneys } from './engines/engine-journeys';
import { pileJourney } from './engines/pile-journey';
import { launchWebKit } from './engines/webkit';

/** The five journeys in WebKit (MiniBrowser, Safari's engine family) on a phone (issue 30), driven by WebKitWebDriver. */
describe('WebKit', () => pileJourney(engineJourneys(launchWebKit)));
