import '@testing-library/jest-dom';

// The dom project's `testTimeout` (jest.config.mjs) is not what jest-circus times a test by here
// (a run on a loaded machine timed a form test out at 5 s): set it where every dom test gets it.
jest.setTimeout(20_000);
