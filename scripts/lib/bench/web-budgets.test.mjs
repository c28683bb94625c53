import { describe, expect, it } from 'vitest';
import { checkWebBudgets, formatFigure, missedBudgets } from './web-budgets.mjs';

const within = {
  slow: { lcpMs: 1400, buyReadyMs: 2000, jsBytes: 90 * 1024, cls: 0 },
  routes: [
    { key: 'landing', jsBytes: 120 * 1024 },
    { key: 'organisationPage', jsBytes: 0 },
    { key: 'platformHome', jsBytes: 170 * 1024 },
  ],
  sections: [{ name: 'settings', jsBytes: 50 * 1024 }],
  widgetBytes: 3 * 1024,
  apiReferenceBytes: 330 * 1024,
};

describe('checkWebBudgets', () => {
  it('passes a run within every budget, the limits included', () => {
    const atLimits = {
      slow: { lcpMs: 1500, buyReadyMs: 2500, jsBytes: 100 * 1024, cls: 0 },
      routes: [
        { key: 'landing', jsBytes: 130 * 1024 },
        { key: 'organisationPage', jsBytes: 30 * 1024 },
        { key: 'platformHome', jsBytes: 270 * 1024 },
      ],
      sections: [{ name: 'settings', jsBytes: 60 * 1024 }],
      widgetBytes: 8 * 1024,
      apiReferenceBytes: 360 * 1024,
    };
    for (const run of [within, atLimits]) {
      expect(checkWebBudgets(run).every((check) => check.ok === true)).toBe(true);
      expect(missedBudgets(checkWebBudgets(run))).toEqual([]);
    }
  });

  it('names each budget a run missed, and by what figure', () => {
    const missed = missedBudgets(
      checkWebBudgets({
        slow: { ...within.slow, lcpMs: 1501, cls: 0.02 },
        routes: [
          { key: 'landing', jsBytes: 217.6 * 1024 },
          { key: 'organisationPage', jsBytes: 30.5 * 1024 },
          { key: 'platformHome', jsBytes: 270.1 * 1024 },
        ],
        sections: [
          { name: 'settings', jsBytes: 75 * 1024 },
          { name: 'tickets', jsBytes: 61 * 1024 },
        ],
        widgetBytes: 8.2 * 1024,
        apiReferenceBytes: 361 * 1024,
      }),
    );
    expect(missed).toEqual([
      'public event page LCP (slow profile): 1501 ms over the budget of 1500 ms',
      'public event page CLS: 0.020 over the budget of 0.000',
      'landing first-load JavaScript: 217.6 KB over the budget of 130.0 KB',
      'organisation page (/o/{slug}) JavaScript: 30.5 KB over the budget of 30.0 KB',
      'platform home (/platform) first-load JavaScript: 270.1 KB over the budget of 270.0 KB',
      'largest workspace section added (settings): 75.0 KB over the budget of 60.0 KB',
      'widget loader (/widget.js): 8.2 KB over the budget of 8.0 KB',
      'API reference page (/docs/api) JavaScript: 361.0 KB over the budget of 360.0 KB',
    ]);
  });

  it('reports a Buy button without its signal as not measured, not as a failure', () => {
    const checks = checkWebBudgets({
      slow: { ...within.slow, buyReadyMs: undefined },
      routes: within.routes,
      sections: within.sections,
      widgetBytes: within.widgetBytes,
      apiReferenceBytes: within.apiReferenceBytes,
    });
    const buy = checks.find((check) => check.name.includes('Buy button'));
    expect(buy?.ok).toBeUndefined();
    expect(formatFigure(buy?.value, buy?.unit)).toBe('not measured');
    expect(missedBudgets(checks)).toEqual([]);
  });
});
