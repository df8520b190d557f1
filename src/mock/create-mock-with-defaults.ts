import { defaultDataset } from '../dataset/default-dataset.js';
import { systemClock } from './clock.js';
import { createMock, type Mock, type MockOptions } from './create-mock.js';

/**
 * The mock with the default dataset (that of fixtures/default.json, moved to the day the mock starts on
 * its clock) unless one is given: what `createMock` of the package's public surface is.
 * @example
 * const mock = createMockWithDefaults({ seed: 1 });
 */
export function createMockWithDefaults(options: Partial<MockOptions> = {}): Mock {
  return createMock({ ...options, dataset: options.dataset ?? defaultDataset((options.clock ?? systemClock).now()) });
}
