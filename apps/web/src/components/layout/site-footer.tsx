import {
  Anchor,
  Box,
  Container,
  Divider,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCertificate, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Island } from '../../islands/island';
import { type PlainTextKey, useTranslation } from '../../lib/use-translation';
import { BrandLogo } from './brand-logo';
import { FooterFaq } from './footer-faq';
import { NewsletterForm } from './newsletter-form';
import classes from './site-footer.module.css';
import { usePublicSettings } from './use-public-settings';

const EXPLORE = [
  { to: '/', label: 'nav.home' },
  { to: '/hotels', label: 'nav.hotels' },
  { to: '/taxis', label: 'nav.taxis' },
  { to: '/restaurants', label: 'nav.restaurants' },
  { to: '/packages', label: 'nav.packages' },
] as const;

const COMPANY = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
  { to: '/contract', label: 'nav.contract' },
] as const;

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: PlainTextKey<'layout'> }[];
}) {
  const { t } = useTranslation('layout');
  return (
    <Stack component="nav" aria-label={title} gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} className={classes.link}>
              {t(link.label)}
            </Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <div className={classes.contactLine}>
      <span className={classes.contactIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        {label ? <VisuallyHidden>{label}: </VisuallyHidden> : null}
        {children}
      </div>
    </div>
  );
}

/** Agency details come from the server; if they fail to load the block is simply left out. */
function AgencyDetails() {
  const { t } = useTranslation('layout');
  const { data } = usePublicSettings();
  if (!data) return null;
  return (
    <address className={classes.address}>
      {data.licenseNumber ? (
        <ContactLine icon={<IconCertificate size={18} />}>
          {t('footer.licence', { number: data.licenseNumber })}
        </ContactLine>
      ) : null}
      {data.address ? (
        <ContactLine icon={<IconMapPin size={18} />} label={t('footer.address')}>
          {data.address}
        </ContactLine>
      ) : null}
      {data.phone ? (
        <ContactLine icon={<IconPhone size={18} />} label={t('footer.phone')}>
          <Anchor href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={classes.link}>
            {data.phone}
          </Anchor>
        </ContactLine>
      ) : null}
      {data.contactEmail ? (
        <ContactLine icon={<IconMail size={18} />} label={t('footer.email')}>
          <Anchor href={`mailto:${data.contactEmail}`} className={classes.link}>
            {data.contactEmail}
          </Anchor>
        </ContactLine>
      ) : null}
    </address>
  );
}

export function SiteFooter() {
  const { t } = useTranslation(['layout', 'common']);
  const { data: settings } = usePublicSettings();
  const name = settings?.siteName || t('common:appName');
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="md" py={{ base: 40, sm: 56 }}>
        <FooterFaq />
      </Container>
      <Divider />
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 32, md: 48 }}>
          <Stack gap="sm">
            <BrandLogo />
            <Text size="sm" c="dimmed">
              {t('footer.pitch')}
            </Text>
            <Title order={2} size="h5" mt="xs">
              {t('footer.contactTitle')}
            </Title>
            <AgencyDetails />
          </Stack>
          <LinkColumn title={t('footer.explore')} links={EXPLORE} />
          <LinkColumn title={t('footer.company')} links={COMPANY} />
          <Island name="newsletter" component={NewsletterForm} props={{}} when="visible" />
        </SimpleGrid>
      </Container>
      <Divider />
      <Container size="xl" py="md">
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear(), name })}
        </Text>
      </Container>
    </Box>
  );
}
