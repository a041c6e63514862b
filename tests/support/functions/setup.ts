// Run before each functions test file (vitest.config.ts). Suites share the seven days of
// trial seats and run in no fixed order: every trial bookTrial made is given back once its
// file is done, so no later file finds the days it books in already full.
import { afterAll } from 'vitest';
import { giveBack } from './challenge-helpers';
import { trialsMade } from './staff-helpers';

afterAll(() => giveBack(trialsMade()), 120_000);
