const formats = new Map<string, Intl.NumberFormat>();

/**
 * The reader's format of a currency: its usual digits (CLDR: "¥1,000", "$30.00", "KWD 1.500"), but room for
 * two decimals whatever they are, since a price may carry two (priceField) in a currency that the reader's
 * locale writes without them (HUF 1000.5 is a price; ISO 4217 counts forints in hundredths): on screen an
 * amount is never rounded. The contract's ISO 4217 table, which the API charges by, would cost the first
 * visit a kilobyte of JavaScript over its budget for that one difference.
 */
function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    const usual = new Intl.NumberFormat(undefined, { style: 'currency', currency }).resolvedOptions();
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: usual.minimumFractionDigits,
      maximumFractionDigits: Math.max(usual.maximumFractionDigits ?? 2, 2),
    });
    formats.set(currency, format);
  }
  return format;
}

/**
 * An amount as the API gives it (a decimal, DESIGN.md "Money and seats") in the viewer's format: "$98.00",
 * "¥1,000", "KWD 1.500". USD, the teams' default currency, when none is given.
 */
export const formatMoney = (amount: number, currency = 'USD'): string => formatOf(currency).format(amount);
