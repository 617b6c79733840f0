/**
 * The devices the bench measures on. The phone is a mid-range one: a small viewport, touch input
 * and (always) a throttled CPU, the way most visitors of a corporate site arrive.
 */
export type Device = 'desktop' | 'phone';

export interface DeviceSpec {
  id: Device;
  label: string;
  viewport: { width: number; height: number };
  /** Taps and swipes (CDP touch events) instead of a mouse. */
  touch: boolean;
  deviceScaleFactor: number;
}

export const DEVICES: Record<Device, DeviceSpec> = {
  desktop: {
    id: 'desktop',
    label: 'desktop (1280 × 800, mouse)',
    viewport: { width: 1280, height: 800 },
    touch: false,
    deviceScaleFactor: 1,
  },
  phone: {
    id: 'phone',
    label: 'phone (375 × 812, touch)',
    viewport: { width: 375, height: 812 },
    touch: true,
    deviceScaleFactor: 2,
  },
};

export function deviceById(id: string): DeviceSpec {
  const device = DEVICES[id as Device];
  if (!device) throw new Error(`unknown device ${id} (${Object.keys(DEVICES).join(', ')})`);
  return device;
}
