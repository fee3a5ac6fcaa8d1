// `npm run a11y`: axe-core over every back-office route in English and Arabic, light and dark at
// 1440×900 and light at 390×844, with every serious or critical finding counted by rule. A report,
// not a test: it writes A11Y_OUT (default a11y-report.txt) for before/after numbers. Needs the builds.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, testDir: './a11y-report', retries: 0 });
