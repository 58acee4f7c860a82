import { useSuspenseQuery } from '@tanstack/react-query';
import { useSpace } from '../space/api/get-space';
import { schoolQueryClient } from '../space/query-client';
import styles from '../space/styles/inbox.module.css';
import page from '../space/styles/page.module.css';
import { bannersQuery } from './api/get-banners';
import { useWithdrawBanner } from './api/withdraw-banner';
import { BannerForm, type Audience } from './components/banner-form';
import { BannerList } from './components/banner-list';

/** The banners' read starts with the navigation. */
export async function loader() {
  await schoolQueryClient.ensureQueryData(bannersQuery);
  return null;
}

/**
 * The banners of the learner app (issue #19, point 4; manager and operator): post one to a
 * school or a group over French days, see those current, upcoming and past, withdraw one.
 */
export function Component() {
  const me = useSpace();
  const { data: banners } = useSuspenseQuery(bannersQuery);
  // The page's, not the banner's: a withdrawn banner moves to « Terminés », its card with it.
  const withdraw = useWithdrawBanner();
  const audiences: Audience[] = [
    ...me.ecoles.map((school) => ({
      value: `ecole:${school.id}` as const,
      label: `Toute l’école ${school.nom}`,
    })),
    ...me.groupes.map((group) => ({
      value: `groupe:${group.id}` as const,
      label: `Groupe ${group.nom}`,
    })),
  ];

  return (
    <>
      <h1 className={page.title}>Annonces</h1>
      <p className={page.lead}>
        Un bandeau dans l’application des élèves, visible entre le premier et le dernier jour.
      </p>
      <BannerForm audiences={audiences} />
      {withdraw.isSuccess && (
        <p role="status" className={styles.done}>
          {withdraw.data}
        </p>
      )}
      {withdraw.isError && (
        <p role="alert" className={styles.error}>
          {withdraw.error.message}
        </p>
      )}
      <BannerList
        banners={banners}
        onWithdraw={(id) => {
          if (!withdraw.isPending) withdraw.mutate(id);
        }}
      />
    </>
  );
}
