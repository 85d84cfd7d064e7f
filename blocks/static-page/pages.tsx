// The built-in pages. Every text goes through Lingui so that translators get whole paragraphs;
// names and addresses are invented placeholders for the operator's own.
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaticPageId } from './index';
import { List, OperatorAddress, Part, SupportContact, type SectionLevel } from './page-parts';

interface BodyProps {
  level: SectionLevel;
}

function PrivacyPage({ level }: BodyProps) {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          This policy explains which personal data we process when you visit this website or become a member, why we do so and which
          rights you have. We process personal data in accordance with the EU General Data Protection Regulation (GDPR).
        </Trans>
      </p>
      <Part level={level} heading={t`1. Who is responsible`}>
        <p>
          <Trans>The controller responsible for your data is:</Trans>
        </p>
        <OperatorAddress />
        <p>
          <Trans>
            You can reach us about any data protection question at <SupportContact />.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`2. Data we process`}>
        <List>
          <li>
            <Trans>Account data: username, email address and your password, which we store only in encrypted (hashed) form.</Trans>
          </li>
          <li>
            <Trans>Membership data: the plan you chose, its start and end date and the status of your payments.</Trans>
          </li>
          <li>
            <Trans>Usage data: favourites, ratings and the pages you view, so that the member area works as expected.</Trans>
          </li>
          <li>
            <Trans>Technical data: IP address, browser type and the time of access, kept in server logs for security purposes.</Trans>
          </li>
        </List>
      </Part>
      <Part level={level} heading={t`3. Why we process it`}>
        <p>
          <Trans>
            We process your data to provide the membership you signed up for (Art. 6(1)(b) GDPR), to meet legal obligations such as
            tax and age-verification rules (Art. 6(1)(c) GDPR) and to keep the website secure and free of abuse (Art. 6(1)(f) GDPR).
            Optional cookies and newsletters are used only with your consent (Art. 6(1)(a) GDPR).
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`4. Payment processors`}>
        <p>
          <Trans>
            Payments are handled by independent payment processors: a card payment provider for credit cards and PayPal, a bitcoin
            payment service and our gift-card voucher check. They receive the data needed for the payment and process it under their
            own privacy policies. We never see or store your full card number. Charges appear on your statement under the payment
            processor's name.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`5. Cookies`}>
        <p>
          <Trans>
            We use cookies and local storage that are needed for the website to work: your login, your language and design, the
            confirmation that you are of age and your cookie choice, which we remember for 365 days. You can delete cookies in your
            browser at any time; some functions, such as logging in, will then no longer work.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`6. How long we keep it`}>
        <p>
          <Trans>
            We keep your account data for as long as your account exists. Payment records are kept for as long as tax law requires.
            Server logs are deleted after a few weeks unless they are needed to investigate an attack.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`7. Your rights and deletion requests`}>
        <p>
          <Trans>
            You have the right to access, correct and delete your data, to restrict or object to its processing, to receive it in a
            portable format and to withdraw a consent at any time. You may also complain to a data protection supervisory authority.
          </Trans>
        </p>
        <p>
          <Trans>
            To have your data deleted, write to <SupportContact /> from the email address of your account. If you opt out of emails
            or withdraw a consent, it may take up to 48 hours until the change takes effect in all our systems.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`8. Minimum age`}>
        <p>
          <Trans>
            This website is intended only for adults. You must be at least 18 years old to use it. We do not knowingly collect data
            from anyone under 18; if we learn that we have, we delete it immediately.
          </Trans>
        </p>
      </Part>
    </>
  );
}

function Policy2257Page({ level }: BodyProps) {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          All models, actors, actresses and other persons who appear in any visual depiction of actual or simulated sexually explicit
          conduct on this website were at least 18 years old at the time the depictions were produced.
        </Trans>
      </p>
      <Part level={level} heading={t`Record-keeping requirements`}>
        <p>
          <Trans>
            The records required by 18 U.S.C. 2257 and 28 C.F.R. 75 for all content on this website are kept by the custodian of
            records at the following address:
          </Trans>
        </p>
        <OperatorAddress attention={<Trans>Attention: Custodian of Records</Trans>} />
      </Part>
      <Part level={level} heading={t`Exempt content`}>
        <p>
          <Trans>
            Some depictions on this website, such as portraits and non-explicit photographs, are exempt from the record-keeping
            requirements. The operator of this website is not the primary producer of any content licensed from third parties; the
            records for such content are held by the respective producers.
          </Trans>
        </p>
      </Part>
    </>
  );
}

function SupportPage({ level }: BodyProps) {
  const { t } = useLingui();
  return (
    <>
      <Part level={level} heading={t`Age requirement`}>
        <p>
          <Trans>
            This website contains material for adults only. You must be at least 18 years old (or the age of majority where you live)
            to enter it or to become a member. All performers were at least 18 years old at the time of production.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Contact support`}>
        <p>
          <Trans>
            Our support team answers questions about your membership, payments and our content. Write to <SupportContact /> and
            tell us your username so that we can help you quickly.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Image quality`}>
        <p>
          <Trans>
            Our pictures are shot in high resolution and published up to 5000 px. Members can download every gallery as a zip archive
            in high resolution.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Video formats`}>
        <List>
          <li>
            <Trans>Videos are available in resolutions up to 3840 x 2160 px (4K).</Trans>
          </li>
          <li>
            <Trans>Files are MP4, encoded with H.264 for the widest compatibility and H.265 for smaller files at the same quality.</Trans>
          </li>
          <li>
            <Trans>Stream without limits through our fast CDN, or download the resolution that suits your device.</Trans>
          </li>
        </List>
      </Part>
      <Part level={level} heading={t`Membership and billing`}>
        <p>
          <Trans>
            Memberships are sold and billed by our payment processor. Charges appear on your statement under the payment processor's
            name, not under the name of this website. For questions about a charge, a refund or cancelling a recurring membership,
            contact the payment processor or our support.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Trouble logging in?`}>
        <List>
          <li>
            <Trans>Cookies and JavaScript must be enabled in your browser.</Trans>
          </li>
          <li>
            <Trans>Username and password are case-sensitive: check the Caps Lock key.</Trans>
          </li>
          <li>
            <Trans>You can log in with your username or your email address.</Trans>
          </li>
          <li>
            <Trans>If your membership has expired, log in and renew it on the payment page.</Trans>
          </li>
        </List>
      </Part>
    </>
  );
}

function ImpressPage({ level }: BodyProps) {
  const { t } = useLingui();
  return (
    <>
      <Part level={level} heading={t`Operator of this website`}>
        <OperatorAddress />
        <List>
          <li>
            <Trans>Managing director: Alex Sample</Trans>
          </li>
          <li>
            <Trans>Company register: Sampleton Registry, no. 00000000</Trans>
          </li>
          <li>
            <Trans>VAT identification number: XX000000000</Trans>
          </li>
          <li>
            <Trans>
              Email: <SupportContact />
            </Trans>
          </li>
        </List>
      </Part>
      <Part level={level} heading={t`Responsible for the content`}>
        <p>
          <Trans>Alex Sample, at the address above.</Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Liability for links`}>
        <p>
          <Trans>
            This website contains links to external websites over whose content we have no control. The respective provider is always
            responsible for the content of linked pages. If we become aware of any unlawful content, we will remove the link
            immediately.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Copyright`}>
        <p>
          <Trans>
            All pictures, videos and texts on this website are protected by copyright. Any copying, distribution or public display
            without our written permission is prohibited.
          </Trans>
        </p>
      </Part>
    </>
  );
}

function PartnerPage({ level }: BodyProps) {
  const { t } = useLingui();
  // Only what the site does: the ?aff= link, its 7-day attribution, the partner account with its
  // figures (app/partner) and no automatic payout.
  return (
    <>
      <p>
        <Trans>
          Run a website, a blog or a social media channel for adults? Send us visitors with your own partner link, and we record every
          member they become.
        </Trans>
      </p>
      <Part level={level} heading={t`How it works`}>
        <List>
          <li>
            <Trans>
              Your partner link is any address of this site with <code>?aff=</code> and your partner name added, for example{' '}
              <code>/?aff=yourname</code> or a video page with <code>?aff=yourname</code>.
            </Trans>
          </li>
          <li>
            <Trans>A visitor who arrives through it is assigned to you for 7 days in that browser.</Trans>
          </li>
          <li>
            <Trans>
              When that visitor becomes a member, the signup and every rebill are recorded for your partner name; refunds and chargebacks
              are counted apart.
            </Trans>
          </li>
          <li>
            <Trans>
              We set up a partner account for you: signed in, you see your clicks, sales, rebills, reversals and commission per month on
              your partner page and can download them as CSV. Payouts are not automatic: we agree the payment of your commission with you
              directly.
            </Trans>
          </li>
        </List>
      </Part>
      <Part level={level} heading={t`Rules`}>
        <List>
          <li>
            <Trans>No spam, no misleading advertising and no use of our brand in paid search ads.</Trans>
          </li>
          <li>
            <Trans>Link to this site only from websites for adults that comply with the law.</Trans>
          </li>
        </List>
      </Part>
      <Part level={level} heading={t`Become a partner`}>
        <p>
          <Trans>
            Tell us about your website through the <Link to="/contact">contact form</Link> with the subject "Partner program" or write
            to <SupportContact />. We confirm your partner name and how we share the revenue.
          </Trans>
        </p>
      </Part>
    </>
  );
}

function ProductPlacementPage({ level }: BodyProps) {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          Present your brand where an attentive, international adult audience is watching: we offer product placement in our photo
          and video productions.
        </Trans>
      </p>
      <Part level={level} heading={t`What we offer`}>
        <List>
          <li>
            <Trans>Your products placed naturally in our scenes: lingerie, fashion, cosmetics, accessories, drinks and more.</Trans>
          </li>
          <li>
            <Trans>Your location as the setting of a production, presented on its own place page.</Trans>
          </li>
          <li>
            <Trans>A mention of your brand in the description of the release and in our news.</Trans>
          </li>
        </List>
      </Part>
      <Part level={level} heading={t`Our audience`}>
        <p>
          <Trans>
            Our members and visitors come from all over the world; the website is available in English, German, French and Spanish.
            New releases are published several times a week and stay online permanently.
          </Trans>
        </p>
      </Part>
      <Part level={level} heading={t`Get in touch`}>
        <p>
          <Trans>
            Send us your request through the <Link to="/contact">contact form</Link> with the subject "Product placement" or write to{' '}
            <SupportContact />. We will answer with possible dates and rates. Placements are labelled as required by law.
          </Trans>
        </p>
      </Part>
    </>
  );
}

export interface PageDefinition {
  title: MessageDescriptor;
  /** Shown under the title. */
  updated?: MessageDescriptor;
  Body: ComponentType<BodyProps>;
}

export const PAGES: Record<StaticPageId, PageDefinition> = {
  privacy: { title: msg`Privacy policy`, updated: msg`Last updated: 25 May 2018`, Body: PrivacyPage },
  policy2257: { title: msg`18 U.S.C. 2257 compliance statement`, Body: Policy2257Page },
  support: { title: msg`Support`, Body: SupportPage },
  impress: { title: msg`Imprint`, Body: ImpressPage },
  partner: { title: msg`Partner program`, Body: PartnerPage },
  productplacement: { title: msg`Product placement`, Body: ProductPlacementPage },
};
