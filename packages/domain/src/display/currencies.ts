/** Default currency symbol (costing-model §10, product spec §9). */
export const DEFAULT_CURRENCY = '$';

export interface Currency {
  readonly symbol: string;
  readonly name: string;
}

/** The 35 currency symbol choices, from dollar to Jordanian dinar (product spec §3). */
export const CURRENCIES: readonly Currency[] = [
  { symbol: '$', name: 'Dollar' },
  { symbol: '€', name: 'Euro' },
  { symbol: '£', name: 'Pound sterling' },
  { symbol: '¥', name: 'Yen / Yuan' },
  { symbol: '₹', name: 'Indian rupee' },
  { symbol: 'R', name: 'South African rand' },
  { symbol: 'kr', name: 'Krona / Krone' },
  { symbol: 'CHF', name: 'Swiss franc' },
  { symbol: 'zł', name: 'Polish złoty' },
  { symbol: '₽', name: 'Russian ruble' },
  { symbol: '₩', name: 'South Korean won' },
  { symbol: '₺', name: 'Turkish lira' },
  { symbol: 'R$', name: 'Brazilian real' },
  { symbol: '₱', name: 'Philippine peso' },
  { symbol: '฿', name: 'Thai baht' },
  { symbol: '₫', name: 'Vietnamese dong' },
  { symbol: '₪', name: 'Israeli new shekel' },
  { symbol: 'Rp', name: 'Indonesian rupiah' },
  { symbol: 'RM', name: 'Malaysian ringgit' },
  { symbol: 'S$', name: 'Singapore dollar' },
  { symbol: 'HK$', name: 'Hong Kong dollar' },
  { symbol: 'NZ$', name: 'New Zealand dollar' },
  { symbol: 'A$', name: 'Australian dollar' },
  { symbol: 'C$', name: 'Canadian dollar' },
  { symbol: 'Mex$', name: 'Mexican peso' },
  { symbol: 'Kč', name: 'Czech koruna' },
  { symbol: 'Ft', name: 'Hungarian forint' },
  { symbol: 'lei', name: 'Romanian leu' },
  { symbol: '₦', name: 'Nigerian naira' },
  { symbol: 'KSh', name: 'Kenyan shilling' },
  { symbol: 'E£', name: 'Egyptian pound' },
  { symbol: '₨', name: 'Pakistani rupee' },
  { symbol: 'AED', name: 'UAE dirham' },
  { symbol: 'SAR', name: 'Saudi riyal' },
  { symbol: 'JD', name: 'Jordanian dinar' },
];

/** The 35 symbols alone, in order. */
export const CURRENCY_SYMBOLS: readonly string[] = CURRENCIES.map((c) => c.symbol);
