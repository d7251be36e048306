/** A rate in basis points as a percentage without trailing zeros: 900 → '9', 725 → '7.25', 50 → '0.5'. */
export function ratePercent(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const hundredths = rateBp % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}
