import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe.skipIf(process.env.TEST_DB === 'postgres')('stock settings', () => {
  it('defaults to the simulator ticking every second, market hours only, and the real KIS hosts', () => {
    expect(loadConfig({})).toMatchObject({
      STOCK_PROVIDER: 'simulated',
      STOCK_SIM_TICK_MS: 1000,
      STOCK_SIM_ALWAYS_OPEN: false,
      KIS_BASE_URL: 'https://openapi.koreainvestment.com:9443',
      KIS_WS_URL: 'ws://ops.koreainvestment.com:21000',
      KIS_POLL_MS: 5000,
      KIS_RATE_LIMIT_PER_SEC: 15,
    });
  });

  it('reads the simulator settings', () => {
    expect(
      loadConfig({ STOCK_SIM_SEED: '42', STOCK_SIM_TICK_MS: '250', STOCK_SIM_ALWAYS_OPEN: 'on' }),
    ).toMatchObject({ STOCK_SIM_SEED: 42, STOCK_SIM_TICK_MS: 250, STOCK_SIM_ALWAYS_OPEN: true });
  });

  it('refuses bad values and KIS without keys', () => {
    expect(() => loadConfig({ STOCK_SIM_TICK_MS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ STOCK_SIM_ALWAYS_OPEN: 'maybe' })).toThrow(/STOCK_SIM_ALWAYS_OPEN/);
    expect(() => loadConfig({ KIS_WS_URL: 'https://ops.example.com' })).toThrow(/KIS_WS_URL/);
    expect(() => loadConfig({ KIS_RATE_LIMIT_PER_SEC: '50' })).toThrow(/KIS_RATE_LIMIT_PER_SEC/);
    expect(() => loadConfig({ STOCK_PROVIDER: 'kis' })).toThrow(/KIS_APP_KEY/);
  });
});
