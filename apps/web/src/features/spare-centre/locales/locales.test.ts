import { describe, it } from 'vitest';
import { expectLocaleMatches } from '../../../../test/locale-check';
import enUS from './en-US.json';
import plPL from './pl-PL.json';
import zhCN from './zh-CN.json';

describe('spare-centre texts', () => {
  it.each([
    ['en-US', enUS],
    ['pl-PL', plPL],
    ['zh-CN', zhCN],
  ])('%s has every key, plural form, placeholder and tag of en-US', (language, file) => {
    expectLocaleMatches(enUS, file, language);
  });
});
