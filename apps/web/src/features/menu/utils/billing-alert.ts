import { LATE_FEE_RUPEES } from '@venue/shared';
import { parseJson, STORAGE_KEYS } from '@/lib/storage.ts';

export interface ServiceAlert {
  service: string;
  type: string;
}

export interface MenuBillingAlert {
  type: 'due' | 'overdue' | 'suspended';
  title: string;
  message: string;
}

/**
 * Spec §4 "Billing alert": a stored service alert for digital-menu of type 'due', 'overdue' or
 * 'suspended' (issue 36: a suspended menu is the one that most needs Pay Now).
 * The stored value (its text, read from storage unless given) may be one alert or a list of them.
 */
export function readMenuBillingAlert(storedText = localStorage.getItem(STORAGE_KEYS.serviceAlerts)): MenuBillingAlert | null {
  const stored = parseJson<ServiceAlert | ServiceAlert[]>(storedText);
  const alerts = Array.isArray(stored) ? stored : stored ? [stored] : [];
  const alert = alerts.find((a) => a?.service === 'digital-menu');
  if (!alert) return null;
  if (alert.type === 'due') {
    return {
      type: 'due',
      title: 'Digital menu payment due',
      message: 'Your digital menu subscription payment is due. Pay now to keep your menu live for customers.',
    };
  }
  if (alert.type === 'overdue') {
    return {
      type: 'overdue',
      title: 'Digital menu payment overdue',
      message: `Your digital menu subscription is overdue and a late fee of rs. ${LATE_FEE_RUPEES} applies. Pay now to avoid your menu being suspended.`,
    };
  }
  if (alert.type === 'suspended') {
    // The strongest state gets the strongest prompt (issue 36): guests cannot see the menu now.
    return {
      type: 'suspended',
      title: 'Digital menu suspended',
      message: 'Your digital menu is suspended, so customers cannot see it. Pay now to bring it back.',
    };
  }
  return null;
}
