import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of Pay Fines & Taxes, its lookups and their results. */
export const paymentsMessages = plainMessages(
  defineMessages({
    title: { id: 'payments.page.title', defaultMessage: 'Pay Fines & Taxes' },
    description: {
      id: 'payments.page.description',
      defaultMessage: 'Pay traffic citations, property taxes and business fees online, quickly and securely.',
    },
    tabsLabel: { id: 'payments.page.tabsLabel', defaultMessage: 'Ways to pay' },
    tabLookup: { id: 'payments.page.tabLookup', defaultMessage: 'Lookup & Pay' },
    tabProperty: { id: 'payments.page.tabProperty', defaultMessage: 'Property Taxes' },
    tabBusiness: { id: 'payments.page.tabBusiness', defaultMessage: 'Business Fees' },
    securityTitle: { id: 'payments.security.title', defaultMessage: 'Secure Payment Processing' },
    securityText: {
      id: 'payments.security.text',
      defaultMessage:
        'All payments are encrypted and processed securely. A processing fee of 2.9% is added to online payments.',
    },
    infoTitle: { id: 'payments.info.title', defaultMessage: 'Payment Information' },
    infoMethods: { id: 'payments.info.methods', defaultMessage: 'Accepted Payment Methods' },
    quickPayTitle: { id: 'payments.quick.title', defaultMessage: 'Quick Pay Options' },
    payNow: { id: 'payments.pay.payNow', defaultMessage: 'Pay Now' },
    payNowFor: { id: 'payments.pay.payNowFor', defaultMessage: 'Pay Now for {name}' },
    citationTitle: { id: 'payments.citation.title', defaultMessage: 'Look Up Citations' },
    citationIntro: {
      id: 'payments.citation.intro',
      defaultMessage: 'Search by citation number with its license plate, or by license plate and last name.',
    },
    citationNumber: { id: 'payments.citation.number', defaultMessage: 'Citation Number' },
    licensePlate: { id: 'payments.citation.plate', defaultMessage: 'License Plate' },
    lastName: { id: 'payments.citation.lastName', defaultMessage: 'Last Name' },
    lastNamePlaceholder: { id: 'payments.citation.lastNamePlaceholder', defaultMessage: 'Enter last name' },
    example: { id: 'payments.lookup.example', defaultMessage: 'e.g., {example}' },
    propertyTitle: { id: 'payments.property.title', defaultMessage: 'Property Tax Payment' },
    propertyId: { id: 'payments.property.id', defaultMessage: 'Property ID Number' },
    taxYear: { id: 'payments.property.year', defaultMessage: 'Tax Year' },
    ownerName: { id: 'payments.property.owner', defaultMessage: 'Property Owner Name' },
    ownerPlaceholder: {
      id: 'payments.property.ownerPlaceholder',
      defaultMessage: 'Enter property owner name',
    },
    propertySubmit: { id: 'payments.property.submit', defaultMessage: 'Look Up Property Tax Bill' },
    businessTitle: { id: 'payments.business.title', defaultMessage: 'Business Fee Payment' },
    businessLicense: { id: 'payments.business.license', defaultMessage: 'Business License Number' },
    businessName: { id: 'payments.business.name', defaultMessage: 'Business Name' },
    businessNamePlaceholder: {
      id: 'payments.business.namePlaceholder',
      defaultMessage: 'Enter business name',
    },
    feeType: { id: 'payments.business.feeType', defaultMessage: 'Fee Type' },
    businessSubmit: { id: 'payments.business.submit', defaultMessage: 'Look Up Business Fees' },
    callUs: {
      id: 'payments.results.callUs',
      defaultMessage: '{lead} call <tel>{phone}</tel> ({hours}).',
    },
    callLeadDue: { id: 'payments.results.callLeadDue', defaultMessage: 'For your amount due now,' },
    callLeadStill: { id: 'payments.results.callLeadStill', defaultMessage: 'If you still cannot find it,' },
    unavailableTitle: { id: 'payments.results.unavailableTitle', defaultMessage: 'Lookup Not Available' },
    unavailableText: {
      id: 'payments.results.unavailableText',
      defaultMessage: 'We could not look this up right now. Please try again in a few minutes.',
    },
    tryLookupAgain: { id: 'payments.results.tryAgain', defaultMessage: 'Try the lookup again' },
    totalDue: {
      id: 'payments.results.totalDue',
      defaultMessage: 'Total Amount Due: <strong>{amount}</strong>',
    },
    outstanding: { id: 'payments.status.outstanding', defaultMessage: 'Outstanding' },
    paid: { id: 'payments.status.paid', defaultMessage: 'Paid' },
    paidOn: { id: 'payments.status.paidOn', defaultMessage: 'Paid on {date}' },
  }),
);

/** What a lookup finds, in its results' words. */
export const lookupWordMessages = plainMessages(
  defineMessages({
    citationsFound: { id: 'payments.citations.found', defaultMessage: 'Citations Found' },
    citationsNotFound: { id: 'payments.citations.notFound', defaultMessage: 'No Citations Found' },
    citationsPayAll: { id: 'payments.citations.payAll', defaultMessage: 'Pay All Citations' },
    citationsAll: { id: 'payments.citations.all', defaultMessage: 'All Citations ({count})' },
    citationsNothingDue: {
      id: 'payments.citations.nothingDue',
      defaultMessage: 'Nothing is due: every citation found is paid.',
    },
    propertyFound: { id: 'payments.propertyBills.found', defaultMessage: 'Property Tax Bills Found' },
    propertyNotFound: { id: 'payments.propertyBills.notFound', defaultMessage: 'No Property Tax Bill Found' },
    propertyPayAll: { id: 'payments.propertyBills.payAll', defaultMessage: 'Pay All Bills' },
    propertyAll: { id: 'payments.propertyBills.all', defaultMessage: 'All Property Tax Bills ({count})' },
    propertyNothingDue: {
      id: 'payments.propertyBills.nothingDue',
      defaultMessage: 'Nothing is due: every bill found is paid.',
    },
    businessFound: { id: 'payments.businessFees.found', defaultMessage: 'Business Fees Found' },
    businessNotFound: { id: 'payments.businessFees.notFound', defaultMessage: 'No Business Fees Found' },
    businessPayAll: { id: 'payments.businessFees.payAll', defaultMessage: 'Pay All Fees' },
    businessAll: { id: 'payments.businessFees.all', defaultMessage: 'All Business Fees ({count})' },
    businessNothingDue: {
      id: 'payments.businessFees.nothingDue',
      defaultMessage: 'Nothing is due: every fee found is paid.',
    },
  }),
);

/** A citation, a tax bill or a fee as the results, the dialog and the messages name it. */
export const itemMessages = plainMessages(
  defineMessages({
    propertyHeading: {
      id: 'payments.item.propertyHeading',
      defaultMessage: '{year} Property Tax, {installment}',
    },
    citationWhere: { id: 'payments.item.citationWhere', defaultMessage: '{date} · {location}' },
    propertyWhere: { id: 'payments.item.propertyWhere', defaultMessage: 'Property {id} · {address}' },
    due: { id: 'payments.item.due', defaultMessage: 'Due {date}' },
    feeWhere: {
      id: 'payments.item.feeWhere',
      defaultMessage: 'License {license} · {business} · Due {date}',
    },
    citationLabel: { id: 'payments.item.citationLabel', defaultMessage: 'Citation {id}: {violation}' },
    propertyLabel: {
      id: 'payments.item.propertyLabel',
      defaultMessage: 'Property Tax {id}, {year} {installment}',
    },
    feeLabel: {
      id: 'payments.item.feeLabel',
      defaultMessage: '{feeType}, License {license}: {description}',
    },
    quickLabel: { id: 'payments.item.quickLabel', defaultMessage: '{type}: {description}' },
    citationName: { id: 'payments.item.citationName', defaultMessage: 'citation {id}' },
    propertyName: {
      id: 'payments.item.propertyName',
      defaultMessage: 'the {year} {installment} property tax of property {id}',
    },
    feeName: { id: 'payments.item.feeName', defaultMessage: 'the {feeType} fee {id}' },
    firstHalf: { id: 'payments.installment.firstHalf', defaultMessage: 'First Half' },
    secondHalf: { id: 'payments.installment.secondHalf', defaultMessage: 'Second Half' },
    firstHalfLower: { id: 'payments.installment.firstHalfLower', defaultMessage: 'first half' },
    secondHalfLower: { id: 'payments.installment.secondHalfLower', defaultMessage: 'second half' },
    feeBusinessLicense: { id: 'payments.feeType.businessLicense', defaultMessage: 'Business License' },
    feeBuildingPermit: { id: 'payments.feeType.buildingPermit', defaultMessage: 'Building Permit' },
    feeLicenseRenewal: { id: 'payments.feeType.licenseRenewal', defaultMessage: 'License Renewal' },
    feeInspection: { id: 'payments.feeType.inspectionFee', defaultMessage: 'Inspection Fee' },
    feeInspectionShort: { id: 'payments.feeType.inspectionShort', defaultMessage: 'Inspection' },
    quickTraffic: { id: 'payments.quick.traffic', defaultMessage: 'Traffic Citation' },
    quickTrafficDescription: {
      id: 'payments.quick.trafficDescription',
      defaultMessage: 'Standard traffic violation fine',
    },
    quickProperty: { id: 'payments.quick.property', defaultMessage: 'Property Tax' },
    quickPropertyDescription: {
      id: 'payments.quick.propertyDescription',
      defaultMessage: 'Semi-annual residential property tax',
    },
    quickBusiness: { id: 'payments.quick.business', defaultMessage: 'Business License' },
    quickBusinessDescription: {
      id: 'payments.quick.businessDescription',
      defaultMessage: 'Annual business license renewal',
    },
    expiredMeter: { id: 'payments.store.expiredMeter', defaultMessage: 'Parking Violation - Expired Meter' },
    streetCleaning: {
      id: 'payments.store.streetCleaning',
      defaultMessage: 'Parking Violation - Street Cleaning',
    },
    speeding15: { id: 'payments.store.speeding15', defaultMessage: 'Speeding - 15 mph over limit' },
    annualRenewal2025: {
      id: 'payments.store.annualRenewal2025',
      defaultMessage: 'Annual business license renewal, 2025',
    },
    foodInspectionDec2024: {
      id: 'payments.store.foodInspectionDec2024',
      defaultMessage: 'Food safety inspection, December 2024',
    },
    signPermit: { id: 'payments.store.signPermit', defaultMessage: 'Storefront sign permit' },
  }),
);

/** The payment form, its dialog and page, its messages and its confirmation. */
export const payMessages = plainMessages(
  defineMessages({
    dialogTitle: { id: 'payments.form.title', defaultMessage: 'Complete Payment' },
    pageDescription: {
      id: 'payments.form.pageDescription',
      defaultMessage: 'Choose how to pay. A processing fee of 2.9% is added to every online payment.',
    },
    amount: { id: 'payments.form.amount', defaultMessage: 'Amount' },
    fee: { id: 'payments.form.fee', defaultMessage: 'Processing Fee (2.9%)' },
    total: { id: 'payments.form.total', defaultMessage: 'Total' },
    method: { id: 'payments.form.method', defaultMessage: 'Payment Method' },
    processing: { id: 'payments.form.processing', defaultMessage: 'Processing your payment...' },
    processingButton: { id: 'payments.form.processingButton', defaultMessage: 'Processing...' },
    cancel: { id: 'payments.form.cancel', defaultMessage: 'Cancel' },
    methodMissing: { id: 'payments.form.methodMissing', defaultMessage: 'Choose a payment method.' },
    credit: { id: 'payments.method.credit', defaultMessage: 'Credit Card' },
    debit: { id: 'payments.method.debit', defaultMessage: 'Debit Card' },
    ach: { id: 'payments.method.ach', defaultMessage: 'Electronic Check (ACH)' },
    paypal: { id: 'payments.method.paypal', defaultMessage: 'PayPal' },
    creditDetail: {
      id: 'payments.method.creditDetail',
      defaultMessage: 'Visa, MasterCard, American Express',
    },
    flatFee: { id: 'payments.method.flatFee', defaultMessage: '{amount} flat fee' },
    successTitle: { id: 'payments.success.title', defaultMessage: 'Payment Successful' },
    successMessage: {
      id: 'payments.success.message',
      defaultMessage: 'Your payment of {amount} has been processed successfully.',
    },
    successWithReceipt: {
      id: 'payments.success.withReceipt',
      defaultMessage: 'Your payment of {amount} has been processed successfully. Receipt number: {receipt}.',
    },
    receiptNumber: { id: 'payments.receipt.number', defaultMessage: 'Receipt number: {receipt}' },
    failedTitle: { id: 'payments.failed.title', defaultMessage: 'Payment Not Processed' },
    failedMessage: {
      id: 'payments.failed.message',
      defaultMessage: 'We could not process your payment. Please check your connection and try again.',
    },
    paidAt: { id: 'payments.receipt.paidAt', defaultMessage: 'Paid' },
    keepReceipt: {
      id: 'payments.receipt.keep',
      defaultMessage: 'Keep the receipt number: quote it if you contact the city about this payment.',
    },
    receiptUnavailable: { id: 'payments.receipt.unavailable', defaultMessage: 'Receipt Not Available' },
    receiptUnavailableText: {
      id: 'payments.receipt.unavailableText',
      defaultMessage: 'We could not load this receipt right now. Please try again in a few minutes.',
    },
    tryAgain: { id: 'payments.receipt.tryAgain', defaultMessage: 'Try again' },
    questions: {
      id: 'payments.receipt.questions',
      defaultMessage: 'Questions about a payment: call <tel>{phone}</tel> ({hours}).',
    },
    backToPayments: { id: 'payments.nav.back', defaultMessage: 'Back to Pay Fines & Taxes' },
    notFoundTitle: { id: 'payments.notFound.title', defaultMessage: 'Payment Not Found' },
    notFoundMessage: {
      id: 'payments.notFound.message',
      defaultMessage: 'The requested payment could not be found.',
    },
    detailsTitle: { id: 'payments.own.detailsTitle', defaultMessage: 'Payment Details' },
    alreadyPaidTitle: { id: 'payments.own.alreadyPaidTitle', defaultMessage: 'Already Paid' },
    notAvailableTitle: { id: 'payments.own.notAvailableTitle', defaultMessage: 'Payment Not Available' },
    notAvailableText: {
      id: 'payments.own.notAvailableText',
      defaultMessage: 'We could not look up this payment right now. Please try again in a few minutes.',
    },
    dueNow: {
      id: 'payments.own.dueNow',
      defaultMessage: 'For your amount due now, call <tel>{phone}</tel> ({hours}).',
    },
    alreadyPaidOne: {
      id: 'payments.refused.alreadyPaidOne',
      defaultMessage: '{name} was already paid: nothing was charged.',
    },
    alreadyPaidOneOn: {
      id: 'payments.refused.alreadyPaidOneOn',
      defaultMessage: '{name} was already paid on {date}: nothing was charged.',
    },
    alreadyPaidMany: {
      id: 'payments.refused.alreadyPaidMany',
      defaultMessage: '{names} were already paid: nothing was charged. Look up again to see what is due.',
    },
    paidNoticeOne: { id: 'payments.paid.noticeOne', defaultMessage: '{name} was paid: nothing is due.' },
    paidNoticeOneOn: {
      id: 'payments.paid.noticeOneOn',
      defaultMessage: '{name} was paid on {date}: nothing is due.',
    },
    paidNoticeMany: { id: 'payments.paid.noticeMany', defaultMessage: '{names} were paid: nothing is due.' },
    dueChanged: {
      id: 'payments.refused.dueChanged',
      defaultMessage:
        'What is due has changed since this page was shown: nothing was charged. Look up again to see what is due now.',
    },
  }),
);

/** Why a lookup found nothing, with what was typed quoted back. */
export const lookupMessages = plainMessages(
  defineMessages({
    citationNeedsBoth: {
      id: 'payments.lookupMessage.citationNeedsProof',
      defaultMessage:
        'Enter a citation number and its license plate, or a license plate and a last name, to look up citations.',
    },
    citationNeedsPlate: {
      id: 'payments.lookupMessage.citationNeedsPlate',
      defaultMessage:
        'Enter the license plate too: a citation is shown only with its number and the plate it was issued to.',
    },
    citationNeedsPair: {
      id: 'payments.lookupMessage.citationNeedsPair',
      defaultMessage:
        'Enter both the license plate and the last name, or a citation number, to look up citations.',
    },
    citationNoNumber: {
      id: 'payments.lookupMessage.citationNoNumber',
      defaultMessage:
        'No citation has the number {typed}. Check the number printed on your citation (it looks like {example}), or search by license plate and last name.',
    },
    citationNoPlate: {
      id: 'payments.lookupMessage.citationNoPlate',
      defaultMessage:
        'No citations were found for license plate {plate} and last name {lastName}. Check the plate and the last name as they appear on your citation, or search by citation number.',
    },
    propertyNeeds: {
      id: 'payments.lookupMessage.propertyNeeds',
      defaultMessage: "Enter the property ID number and the property owner's name to look up a tax bill.",
    },
    propertyNone: {
      id: 'payments.lookupMessage.propertyNone',
      defaultMessage:
        "No {year} property tax bill was found for property ID {propertyId} and owner {owner}. Check the property ID on your tax bill (it looks like {example}), the tax year, and the owner's name (or last name) as it appears on the bill.",
    },
    businessNeeds: {
      id: 'payments.lookupMessage.businessNeeds',
      defaultMessage: 'Enter the business license number and the business name to look up fees.',
    },
    businessNone: {
      id: 'payments.lookupMessage.businessNone',
      defaultMessage:
        'No {feeType} fees were found for business license {license} and business name {business}. Check the number on your business license (it looks like {example}), the business name as it is registered, and the fee type.',
    },
  }),
);

/**
 * The payment processor's words (issue 43): the notice of a page without a processor (the production default),
 * the TEST marks of a test processor, the card number field it asks for, and why a charge was refused.
 */
export const processorMessages = plainMessages(
  defineMessages({
    unavailableTitle: {
      id: 'payments.processor.unavailableTitle',
      defaultMessage: 'Online payment is not available right now',
    },
    unavailableText: {
      id: 'payments.processor.unavailableText',
      defaultMessage:
        'You can still look up what you owe here, but no payment can be made on this site at the moment. Nothing will be charged.',
    },
    inPerson: {
      id: 'payments.processor.inPerson',
      defaultMessage: 'In person: {building}, {street}, {locality} ({hours}).',
    },
    byPhone: {
      id: 'payments.processor.byPhone',
      defaultMessage: 'By phone: call <tel>{phone}</tel> during the same hours.',
    },
    byMail: {
      id: 'payments.processor.byMail',
      defaultMessage:
        'By mail: send a check payable to the City of Springfield to {building}, {street}, {locality}, with your citation, bill or license number.',
    },
    testBanner: {
      id: 'payments.processor.testBanner',
      defaultMessage: 'Test mode: no money is moved. Use card 4242 4242 4242 4242.',
    },
    testReceipt: {
      id: 'payments.processor.testReceipt',
      defaultMessage: 'TEST receipt: no money was moved.',
    },
    card: { id: 'payments.processor.card', defaultMessage: 'Card Number' },
    cardMissing: { id: 'payments.processor.cardMissing', defaultMessage: 'Card Number is required.' },
    cardInvalid: {
      id: 'payments.processor.cardInvalid',
      defaultMessage: 'Enter the card number as printed on the card: 12 to 19 digits.',
    },
    declined: {
      id: 'payments.processor.declined',
      defaultMessage:
        'The card was declined: nothing was charged and nothing was paid. Try another card, or pay in person, by phone or by mail.',
    },
    notTestCard: {
      id: 'payments.processor.notTestCard',
      defaultMessage:
        'This is not a test card: nothing was charged. In test mode, use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined).',
    },
    processorDown: {
      id: 'payments.processor.processorDown',
      defaultMessage:
        'The card processor could not be reached: nothing was charged. Please try again in a few minutes.',
    },
    refusedUnavailable: {
      id: 'payments.processor.refusedUnavailable',
      defaultMessage:
        'Online payment is not available right now: nothing was charged. Pay in person at City Hall, by phone or by mail.',
    },
  }),
);
