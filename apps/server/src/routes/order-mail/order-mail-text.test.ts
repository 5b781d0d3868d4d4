import { describe, expect, it } from 'vitest';
import { orderMailSubject, orderMailText } from './order-mail-text.js';

describe('order mail template (operations-model §3)', () => {
  it('lists each line as units, unit, name and the supplier code when there is one', () => {
    const text = orderMailText('Bistro', '2026-06-20', [
      { name: 'Tomatoes', code: 'T-1', units: 3, unit: 'cases' },
      { name: 'Basil', code: '', units: 1, unit: 'bunch' },
    ]);
    expect(text).toBe(
      'Order from Bistro for delivery on 2026-06-20:\n\n' +
        '- 3 cases  Tomatoes  (code T-1)\n- 1 bunch  Basil\n\n' +
        '2 lines. Please reply to this e-mail to confirm the order.\n',
    );
  });

  it('keeps line breaks out of the subject and of each line', () => {
    expect(orderMailSubject('Bistro\r\nBcc: x@example.com', '2026-06-20')).toBe(
      'Order from Bistro Bcc: x@example.com for 2026-06-20',
    );
    const text = orderMailText('B', '2026-06-20', [
      { name: 'Tom\natoes', code: null, units: 1, unit: 'case' },
    ]);
    expect(text).toContain('- 1 case  Tom atoes\n\n1 line.');
  });

  it('writes the mail in French when the sender works in French', () => {
    expect(orderMailSubject('Bistro', '2026-06-20', 'fr')).toBe(
      'Commande de Bistro pour le 2026-06-20',
    );
    const text = orderMailText(
      'Bistro',
      '2026-06-20',
      [
        { name: 'Tomates', code: 'T-1', units: 3, unit: 'caisse' },
        { name: 'Basilic', code: null, units: 1, unit: 'botte' },
      ],
      'fr',
    );
    expect(text).toBe(
      'Commande de Bistro pour livraison le 2026-06-20 :\n\n' +
        '- 3 caisse  Tomates  (code T-1)\n- 1 botte  Basilic\n\n' +
        '2 lignes. Merci de répondre à ce courriel pour confirmer la commande.\n',
    );
    expect(
      orderMailText('B', '2026-06-20', [{ name: 'Sel', units: 1, unit: 'sac' }], 'fr'),
    ).toContain('1 ligne.');
  });
});
