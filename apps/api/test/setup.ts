import { failOnUnexpectedConsole } from '@portal/test-support/console-guard';

failOnUnexpectedConsole();
