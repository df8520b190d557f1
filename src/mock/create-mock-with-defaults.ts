import { buildDataset } from '../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../factories/default-dataset.js';
import { createMock, type Mock, type MockOptions } from './create-mock.js';

/**
 * The mock with the default dataset (that of fixtures/default.json) unless one is given: what
 * `createMock` of the package's public surface is.
 * @example
 * const mock = createMockWithDefaults({ seed: 1 });
 */
export function createMockWithDefaults(options: Partial<MockOptions> = {}): Mock {
  return createMock({ ...options, dataset: options.dataset ?? buildDataset(DEFAULT_DATASET_OPTIONS) });
}
