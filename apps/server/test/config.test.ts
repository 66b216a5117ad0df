import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SUPPLIER, loadConfig } from '../src/config.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(40);

/** The ConfigError message loadConfig throws for `env` (fails the test if it does not throw). */
function configErrorFor(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig refuses each wrong value with a message naming it', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number (0-65535), e.g. 3000'],
    [{ PORT: '70000' }, 'PORT: must be a port number (0-65535), e.g. 3000'],
    [{ PORT: '-1' }, 'PORT: must be a port number (0-65535), e.g. 3000'],
    [{ DATABASE_URL: 'mysql://root@localhost/venue' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ NODE_ENV: 'production', SMS_TEST_OTP: '' }, 'JWT_SECRET: required in production (at least 32 characters)'],
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET, SMS_TEST_OTP: '919000000001=246810' }, 'SMS_TEST_OTP: refused in production'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL: required when SMS_PROVIDER=http'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER: must be "log", "http" or "outbox"'],
    [{ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'not a url' }, 'SMS_HTTP_URL: must be an absolute http(s) URL of the SMS gateway'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must start with redis:// or rediss://'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: must start with redis:// or rediss://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ PUBLIC_BASE_URL: 'menu.example.in' }, 'PUBLIC_BASE_URL: must be an absolute http(s) URL such as https://menu.example.in'],
    [
      { MEDIA_BASE_URL: 'ftp://cdn.example.in/media' },
      'MEDIA_BASE_URL: must be an absolute http(s) URL such as https://cdn.example.in/media',
    ],
    [{ SMS_TEST_OTP: '919000000001=12' }, 'SMS_TEST_OTP: "919000000001=12" is not phone=6-digit-code (e.g. 919000000001=246810)'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: must be development, production or test'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ SEED_DEMO: 'yes please' }, 'SEED_DEMO: must be 1 or 0'],
    [{ SUPPLIER_GSTIN: '29AAACV0000D1Z4' }, 'SUPPLIER_GSTIN: must be a 15-character GSTIN with a valid check character'],
    [{ SUPPLIER_GSTIN: '29AAACV0000D1Z' }, 'SUPPLIER_GSTIN: must be a 15-character GSTIN with a valid check character'],
    [{ INVOICE_SAC: '12345' }, 'INVOICE_SAC: must be a 6-digit SAC starting with 99, e.g. 998315'],
    [{ PLATFORM_FEE_PERCENT: '75' }, 'PLATFORM_FEE_PERCENT: must be a number from 0 to 50, e.g. 5'],
    [{ SETTLEMENT_DAYS: '-1' }, 'SETTLEMENT_DAYS: must be a whole number of days from 0 to 60, e.g. 2'],
    [{ SETTLEMENT_DAYS: '1.5' }, 'SETTLEMENT_DAYS: must be a whole number of days from 0 to 60, e.g. 2'],
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET, SMS_TEST_OTP: '' }, 'SUPPLIER_GSTIN: required in production'],
    [{ NODE_ENV: 'production' }, 'PAYMENT_PROVIDER: must be razorpay in production'],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER: must be razorpay in production'],
    [{ NODE_ENV: 'production' }, 'SMS_PROVIDER: must be http in production'],
    [{ NODE_ENV: 'production', SMS_PROVIDER: 'log' }, 'SMS_PROVIDER: must be http in production'],
    [{ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER: must be http in production'],
    [{ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'log' }, 'WHATSAPP_PROVIDER: log is refused in production'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_BASE_URL: required in production'],
    [{ WHATSAPP_PROVIDER: 'pigeon' }, 'WHATSAPP_PROVIDER: must be "log", "http" or "off"'],
    [
      { NODE_ENV: 'production', JWT_SECRET: SECRET, SMS_TEST_OTP: '', SUPPLIER_GSTIN: '27AAPFU0939F1ZV' },
      'SUPPLIER_NAME: required in production',
    ],
  ])('%j', (env, expected) => {
    const message = configErrorFor(env);
    expect(message).toContain('Invalid configuration:');
    expect(message).toContain(expected);
  });

  it('reports every wrong value at once', () => {
    const message = configErrorFor({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL:');
    expect(message).toContain('REDIS_URL:');
  });

  it('refuses a DATA_DIR inside the application code, where uploads would sit beside it', () => {
    const inside = path.resolve(import.meta.dirname, '../src/data');
    expect(() => loadConfig({ DATA_DIR: inside })).toThrow(/DATA_DIR: must be outside the application code/);
  });
});

describe('loadConfig accepts a sound environment', () => {
  it('applies the defaults and treats empty values as unset', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', REDIS_URL: '  ', SEED_DEMO: '' });
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(false);
    expect(config.SMS_PROVIDER).toBe('log');
    expect(config.WHATSAPP_PROVIDER).toBe('log');
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.mediaBaseUrl).toBe('http://localhost:3000/media');
    expect(config.dataDir).toBe(dataDir);
  });

  it('reads every value it is given', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      PORT: '8080',
      JWT_SECRET: SECRET,
      DATABASE_URL: 'postgresql://app@db:5432/venue',
      PUBLIC_BASE_URL: 'https://menu.example.in/',
      MEDIA_BASE_URL: 'https://cdn.example.in/media/',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.in/send',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      REDIS_URL: 'rediss://cache:6380',
      DASHBOARD_PHONES: '+919000000001, 919000000002',
      SEED_DEMO: '1',
      SUPPLIER_NAME: 'Spice Route Technologies Pvt Ltd',
      SUPPLIER_ADDRESS: '12 Marine Drive, Mumbai, Maharashtra 400002',
      SUPPLIER_GSTIN: '27aapfu0939f1zv',
      INVOICE_SAC: '998314',
    });
    expect(config.PORT).toBe(8080);
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.publicBaseUrl).toBe('https://menu.example.in');
    expect(config.mediaBaseUrl).toBe('https://cdn.example.in/media');
    expect(config.DASHBOARD_PHONES).toEqual(['919000000001', '919000000002']);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.supplier).toEqual({
      name: 'Spice Route Technologies Pvt Ltd',
      address: '12 Marine Drive, Mumbai, Maharashtra 400002',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
    });
    expect(config.INVOICE_SAC).toBe('998314');
    // Unset in production, WhatsApp is off rather than written to the log.
    expect(config.WHATSAPP_PROVIDER).toBe('off');
  });

  it('invoices as the demo supplier outside production, SAC 998315', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.supplier).toMatchObject({ gstin: DEMO_SUPPLIER.gstin, stateCode: '29', stateName: 'Karnataka' });
    expect(config.supplier.name).toContain('Demo');
    expect(config.INVOICE_SAC).toBe('998315');
  });
});

const S3 = {
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_BUCKET: 'venue-media',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('the S3 media settings', () => {
  it('keep media in DATA_DIR/media when none is given', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeNull();
  });

  it('take all five together, path style off unless asked', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), ...S3 }).s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      bucket: 'venue-media',
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ...S3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it.each(Object.keys(S3))('refuse to start with %s missing, naming it and what was given', (missing) => {
    const message = configErrorFor({ ...S3, [missing]: '' });
    expect(message).toContain(`  ${missing}: required when `);
    expect(message).toContain('set none of them to keep media in DATA_DIR/media');
    // Only the missing one is reported.
    expect(message.split('\n').filter((line) => line.includes('required when'))).toHaveLength(1);
  });

  it('refuse a lone S3_FORCE_PATH_STYLE or S3_BUCKET, naming every setting still missing', () => {
    const alone = configErrorFor({ S3_FORCE_PATH_STYLE: 'true' });
    for (const name of Object.keys(S3)) expect(alone).toContain(`  ${name}: required when S3_FORCE_PATH_STYLE is set`);
    expect(configErrorFor({ S3_BUCKET: 'venue-media', S3_REGION: 'ap-south-1' })).toContain(
      'S3_ENDPOINT: required when S3_BUCKET, S3_REGION are set',
    );
  });

  it.each([
    [{ S3_ENDPOINT: 's3.amazonaws.com' }, 'S3_ENDPOINT: must be an absolute http(s) URL of the S3 API'],
    [{ S3_BUCKET: 'Venue_Media' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_REGION: 'Mumbai India' }, 'S3_REGION: must be a region name such as ap-south-1'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
  ])('refuse a malformed value: %j', (wrong, expected) => {
    expect(configErrorFor({ ...S3, ...wrong })).toContain(expected);
  });
});

describe('SETTLEMENT_DAYS', () => {
  it('is 2 days unless set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).SETTLEMENT_DAYS).toBe(2);
    expect(loadConfig({ DATA_DIR: tempDir(), SETTLEMENT_DAYS: '0' }).SETTLEMENT_DAYS).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), SETTLEMENT_DAYS: '7' }).SETTLEMENT_DAYS).toBe(7);
  });
});

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  it('is 0 unless given, and at most two minutes', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_SECONDS: '15' }).SHUTDOWN_DRAIN_SECONDS).toBe(15);
    expect(configErrorFor({ SHUTDOWN_DRAIN_SECONDS: '600' })).toContain(
      'SHUTDOWN_DRAIN_SECONDS: must be a whole number of seconds from 0 to 120',
    );
    expect(configErrorFor({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toContain('SHUTDOWN_DRAIN_SECONDS: must be a whole number');
  });
});

describe('JWT_SECRET when absent outside production', () => {
  it('is generated once, kept in DATA_DIR (owner-only) and read back on the next start', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    // Another data directory is another installation with its own secret.
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first);
  });

  it('is not written when JWT_SECRET is given', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });
});
