// The unit test setup, running only the tests of the mutation group named by MUTATE_GROUP
// (scripts/mutation-groups.mjs). Used by Stryker (stryker.config.mjs), not by `npm test`.
import base from './vitest.config';
import { currentGroup } from './scripts/mutation-groups.mjs';

export default { ...base, test: { ...base.test, include: currentGroup().tests } };
