import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Larder is an installable web app for food businesses such as restaurants and caterers. It keeps ingredients, recipes, packaging items, suppliers and menus for each venue, and calculates costs, yields, allergens and nutrition.',
      'Larder stores your data in your browser first and syncs it to our server and, if you choose, to your own cloud drive. Parts of the app work without a connection; signing in, syncing, payments and mail need one.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You sign in with a work or personal account from an identity provider. You are responsible for keeping that account secure and for what is done with it in Larder.',
      'One account can own several venues. Do not share your sign-in: each person who uses Larder should sign in with their own account.',
    ],
  },
  {
    heading: 'Your data',
    paragraphs: [
      'The recipes, costs, suppliers and other records you enter are yours. We store and process them only to run Larder for you, as described in the privacy policy.',
      'You can export your data while your account is open, and you can ask us to delete it.',
    ],
  },
  {
    heading: 'Calculations and labels',
    paragraphs: [
      'Costs, yields, allergen lists and nutrition labels are calculated from the data you enter. Check them before you rely on them: you remain responsible for the accuracy of prices and labels you give to customers and for meeting the food information rules that apply to your venue.',
    ],
  },
  {
    heading: 'Pro subscriptions',
    paragraphs: [
      'Larder Pro is sold per venue for a year at a time, by card through our payment provider, or as licence packs through an app store. A subscription renews each year until you cancel it; cancelling stops the next renewal and keeps Pro until the end of the paid year.',
      'The store that sold you a licence pack handles its billing and refunds under its own terms.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      'Do not use Larder to break the law, to store content you have no right to, to attack or overload the service, or to access another customer\u2019s data. Venue websites published with Larder must describe your own business truthfully.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep Larder available and your data safe, but we cannot promise the service will be uninterrupted. Because your data is kept on your device as well as on our server, you can usually keep working while the service is unavailable.',
      'We may change these terms. We will tell you about important changes in the app before they take effect.',
    ],
  },
  {
    heading: 'Ending the service',
    paragraphs: [
      'You can stop using Larder at any time. We may suspend an account that breaks these terms, and we will tell you why.',
    ],
  },
];

/** Terms of service. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      intro="These terms apply when you use Larder. By signing in you agree to them."
      sections={SECTIONS}
    />
  );
}
