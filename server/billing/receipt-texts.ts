// The receipt PDF's words in the four built-in languages (the page says the same through lingui).
// German in the formal "Sie", as the whole interface.
export interface ReceiptTexts {
  title: string;
  invoice: string;
  date: string;
  seller: string;
  support: string;
  billedTo: string;
  item: string;
  plan: string;
  renewal: string;
  singlePurchase: string;
  period: string;
  amount: string;
  method: string;
  descriptor: string;
  vat: string;
  vatMerchantOfRecord: string;
  vatIncluded: string;
  net: string;
  refunded: string;
  chargeback: string;
  thanks: string;
  providers: Record<string, string>;
}

const en: ReceiptTexts = {
  title: 'Receipt',
  invoice: 'Invoice number',
  date: 'Date of payment',
  seller: 'Seller',
  support: 'Support',
  billedTo: 'Member',
  item: 'Item',
  plan: 'Membership',
  renewal: 'Membership renewal',
  singlePurchase: 'Single purchase',
  period: 'Period',
  amount: 'Amount paid',
  method: 'Payment method',
  descriptor: 'Shown on your statement as',
  vat: 'VAT',
  vatMerchantOfRecord: 'VAT, where it applies, is included in the amount and charged by {biller}, who sells this membership as merchant of record.',
  vatIncluded: 'Includes {rate} VAT: {amount}',
  net: 'Net amount',
  refunded: 'This payment was refunded.',
  chargeback: 'This payment was charged back.',
  thanks: 'Thank you for your payment.',
  providers: { epochCreditCard: 'Credit card (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Amazon gift card' },
};

const de: ReceiptTexts = {
  title: 'Beleg',
  invoice: 'Rechnungsnummer',
  date: 'Zahlungsdatum',
  seller: 'Verkäufer',
  support: 'Kundendienst',
  billedTo: 'Mitglied',
  item: 'Leistung',
  plan: 'Mitgliedschaft',
  renewal: 'Verlängerung der Mitgliedschaft',
  singlePurchase: 'Einzelkauf',
  period: 'Zeitraum',
  amount: 'Gezahlter Betrag',
  method: 'Zahlungsart',
  descriptor: 'Auf Ihrer Abrechnung als',
  vat: 'MwSt.',
  vatMerchantOfRecord: 'Die Mehrwertsteuer ist, soweit sie anfällt, im Betrag enthalten und wird von {biller} berechnet, der diese Mitgliedschaft als Händler im eigenen Namen verkauft.',
  vatIncluded: 'Enthält {rate} MwSt.: {amount}',
  net: 'Nettobetrag',
  refunded: 'Diese Zahlung wurde erstattet.',
  chargeback: 'Diese Zahlung wurde zurückgebucht.',
  thanks: 'Vielen Dank für Ihre Zahlung.',
  providers: { epochCreditCard: 'Kreditkarte (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Amazon-Geschenkkarte' },
};

const fr: ReceiptTexts = {
  title: 'Reçu',
  invoice: 'Numéro de facture',
  date: 'Date du paiement',
  seller: 'Vendeur',
  support: 'Assistance',
  billedTo: 'Membre',
  item: 'Article',
  plan: 'Abonnement',
  renewal: "Renouvellement de l'abonnement",
  singlePurchase: 'Achat à l’unité',
  period: 'Période',
  amount: 'Montant payé',
  method: 'Moyen de paiement',
  descriptor: 'Libellé sur votre relevé',
  vat: 'TVA',
  vatMerchantOfRecord: 'La TVA applicable est comprise dans le montant et perçue par {biller}, qui vend cet abonnement en son nom propre (marchand officiel).',
  vatIncluded: 'Dont TVA {rate} : {amount}',
  net: 'Montant hors taxes',
  refunded: 'Ce paiement a été remboursé.',
  chargeback: 'Ce paiement a fait l’objet d’une rétrofacturation.',
  thanks: 'Merci pour votre paiement.',
  providers: { epochCreditCard: 'Carte bancaire (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Carte cadeau Amazon' },
};

const es: ReceiptTexts = {
  title: 'Recibo',
  invoice: 'Número de factura',
  date: 'Fecha del pago',
  seller: 'Vendedor',
  support: 'Atención al cliente',
  billedTo: 'Miembro',
  item: 'Concepto',
  plan: 'Membresía',
  renewal: 'Renovación de la membresía',
  singlePurchase: 'Compra individual',
  period: 'Periodo',
  amount: 'Importe pagado',
  method: 'Método de pago',
  descriptor: 'Aparece en su extracto como',
  vat: 'IVA',
  vatMerchantOfRecord: 'El IVA aplicable está incluido en el importe y lo cobra {biller}, que vende esta membresía en su propio nombre (comerciante registrado).',
  vatIncluded: 'Incluye IVA del {rate}: {amount}',
  net: 'Importe neto',
  refunded: 'Este pago fue reembolsado.',
  chargeback: 'Este pago fue objeto de un contracargo.',
  thanks: 'Gracias por su pago.',
  providers: { epochCreditCard: 'Tarjeta de crédito (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Tarjeta regalo de Amazon' },
};

const BY_LANGUAGE: Record<string, ReceiptTexts> = { en, de, fr, es };

/** The texts for a translate code (`de_DE`); English for any other language. */
export const receiptTexts = (lang: string): ReceiptTexts => BY_LANGUAGE[lang.slice(0, 2)] ?? en;
