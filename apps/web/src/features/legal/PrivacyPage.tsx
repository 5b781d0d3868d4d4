import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we keep',
    paragraphs: [
      'Your account: the name, e-mail address and identifier that your identity provider gives us when you sign in.',
      'Your venue data: venues, ingredients, recipes, packaging items, suppliers, menus, prices, stock counts, events and settings that you enter.',
      'Billing: the plan you chose and the identifiers our payment provider returns. Card details go straight to the payment provider; we never see or store them.',
      'Messages you send us, such as through the contact form.',
    ],
  },
  {
    heading: 'Where it is kept',
    paragraphs: [
      'Larder is local-first. Your venue data is stored in your browser on each device where you use Larder, so the app works offline. Changes are then synced to our server, so your other devices receive them and nothing is lost if a device is.',
      'If you sign in with an account that has a cloud drive, Larder also keeps a copy of your venue data in an app folder of that drive. Larder can only see its own folder.',
      'Signing out does not remove the copy kept in the browser; clear the site data in your browser to remove it from a shared device.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'Only to run Larder for you: to sync your venues, publish the venue website you ask us to publish, process payments, answer your messages and send the e-mails you ask for, such as a restricted-mode reset code.',
      'We do not sell your data, show advertising, or use your recipes or prices for anything else.',
    ],
  },
  {
    heading: 'Who else sees it',
    paragraphs: [
      'Service providers that help run Larder: hosting, your identity provider, your cloud drive, the payment provider and our mail service. Each receives only what its part needs.',
      'Anyone, for the pages of a venue website you choose to publish.',
      'Authorities, only where the law requires it.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Traffic between your browser and our server is encrypted. Every request to the server must carry a valid sign-in token, and a venue\u2019s data is only served to its owner.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Venue data is kept while your account is open. Deleted items are kept for a short time so they can be restored and so that all your devices learn of the deletion, then removed. When you close your account we delete your data from our server, apart from billing records we must keep by law.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see, correct and export your data in the app at any time. You can ask us for a copy of everything we hold about you, or ask us to delete it, through the contact form.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'Larder uses your browser\u2019s storage to keep your data and to remember your last account and venue. It uses no advertising or tracking cookies and loads nothing from third-party sites.',
    ],
  },
];

/** Privacy policy. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro="This policy explains what Larder keeps about you and your venues, where it is kept, and what you can ask of us."
      sections={SECTIONS}
    />
  );
}
