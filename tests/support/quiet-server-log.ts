import { logToFileOnly } from '../../server/logs/log';

// The servers tests start in their own process log a line per request; each one's data directory
// keeps them in logs/server.log, so the test output shows the tests' own lines only.
logToFileOnly();
