import { describe, expect, it } from 'vitest';
import { cropOutputSize } from './crop.ts';

describe('crop outputs (spec §9)', () => {
  it('uses the fixed sizes per ratio and caps free crops at 800 on the long side', () => {
    expect(cropOutputSize('16:9', { width: 1920, height: 1080 })).toEqual({ width: 640, height: 360 });
    expect(cropOutputSize('1:1', { width: 100, height: 100 })).toEqual({ width: 500, height: 500 });
    expect(cropOutputSize('9:16', { width: 900, height: 1600 })).toEqual({ width: 360, height: 640 });
    expect(cropOutputSize('free', { width: 1600, height: 1000 })).toEqual({ width: 800, height: 500 });
  });
});
