// Component tests wait for the screen with findBy/waitFor. Testing Library's default of 1 s fails
// them on a loaded 2-core CI machine while nothing is wrong, so every test file waits up to 5 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
