import { useState, type ReactNode } from 'react';
import { isBrandName } from '@prepacode/domain/brands';
import {
  Link,
  redirect,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { brandStore, useBrand } from '../../brand/brand-store';
import { forgottenPasswordHref, signInHref } from '../../features/auth/sign-in-href';
import { pendingActivation } from '../../features/signup/api/signup';
import {
  AccountForm,
  ActivationForm,
  CodePasswordForm,
} from '../../features/signup/components/activation-forms';
import { PartnerSignUp, partnerLinkOf } from '../../features/signup/components/partner-sign-up';
import { publicLoader } from '../guards';
import { Footer } from '../shell/footer';
import { PublicHeader } from '../shell/public-header';
import frame from './frame.module.css';
import home from './home.module.css';
import styles from './signup.module.css';
import { Main } from '../../components/ui/main';

/**
 * A brand's activation-code pages (spec §2 home/michelin/…, every brand's since #41, point 9:
 * a school gives its learners its own brand's address) wear its theme, for visitors only.
 */
export async function codeSignUpLoader({ params }: LoaderFunctionArgs) {
  const name = params.brand ?? '';
  if (!isBrandName(name)) return redirect('/home');
  brandStore.setTheme(name);
  return publicLoader();
}

/** The pages of the code sign-up under the address's brand: activation, inscription… */
function useCodePage() {
  const { brand = 'michelin' } = useParams();
  return (page: 'activation' | 'inscription' | 'forgotten-pwd') => `/home/${brand}/${page}`;
}

/** The publisher has no theme of its own (spec §1): its learners get the default brand's. */
export function partnerLoader() {
  brandStore.setTheme('prepacode');
  return null;
}

/** The sign-up pages' frame: the public header with « Se connecter », a title, a lead. */
function SignUpPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const brand = useBrand();
  return (
    <div className={frame.page}>
      <PublicHeader>
        <a className={home.signIn} href={signInHref(brand)}>
          Se connecter
        </a>
      </PublicHeader>
      <Main className={`${home.main} ${styles.main}`}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </Main>
      <Footer />
    </div>
  );
}

/** home/<brand>/activation: where a code opens an account (the tyre-maker's entry). */
export function ActivationRoute() {
  const brand = useBrand();
  const codePage = useCodePage();
  const navigate = useNavigate();
  return (
    <SignUpPage
      title={`Activez votre accès à ${brand.appTitle}`}
      lead="Saisissez le code d’activation qui vous a été remis et votre adresse e‑mail : vous créerez ensuite votre compte en une minute."
    >
      <ActivationForm
        signInHref={signInHref(brand)}
        onAccount={(pending) => {
          pendingActivation.save(pending);
          void navigate(codePage('inscription'));
        }}
      />
      <ul className={styles.links}>
        <li>
          Déjà un compte ? <a href={signInHref(brand)}>Se connecter</a>
        </li>
        <li>
          <Link to="/home/michelin/forgotten-pwd">Mot de passe oublié ?</Link>
        </li>
      </ul>
    </SignUpPage>
  );
}

/** home/<brand>/inscription: the account form, once a code was accepted in this tab. */
export function AccountRoute() {
  const brand = useBrand();
  const codePage = useCodePage();
  const navigate = useNavigate();
  const [pending] = useState(pendingActivation.read);
  const [created, setCreated] = useState('');
  const restart = () => {
    pendingActivation.clear();
    void navigate(codePage('activation'));
  };

  if (created) {
    return (
      <SignUpPage title={`Bienvenue sur ${brand.appTitle} !`} lead={created}>
        <p>
          Le lien de l’e‑mail est valable 7 jours. Vous ne le trouvez pas ? Regardez dans les
          courriers indésirables, ou{' '}
          <Link to={codePage('forgotten-pwd')}>demandez un nouveau lien</Link>.
        </p>
        <a className={home.cta} href={signInHref(brand)}>
          Se connecter
        </a>
      </SignUpPage>
    );
  }
  if (!pending) {
    return (
      <SignUpPage
        title="Créez votre compte"
        lead="Pour créer votre compte, commencez par saisir votre code d’activation."
      >
        <Link className={home.cta} to={codePage('activation')}>
          Saisir mon code d’activation
        </Link>
      </SignUpPage>
    );
  }
  return (
    <SignUpPage
      title="Créez votre compte"
      lead="Votre code est valable. Complétez vos informations : vous recevrez ensuite un e‑mail pour choisir votre mot de passe."
    >
      <AccountForm
        pending={pending}
        onRestart={restart}
        onCreated={(message) => {
          pendingActivation.clear();
          setCreated(message);
        }}
      />
    </SignUpPage>
  );
}

/** home/<brand>/forgotten-pwd: a new password link, asked with the code or the e-mail. */
export function CodePasswordRoute() {
  const brand = useBrand();
  return (
    <SignUpPage
      title="Mot de passe oublié"
      lead="Saisissez votre code d’activation : nous enverrons un lien pour choisir un nouveau mot de passe à l’adresse de votre compte."
    >
      <CodePasswordForm />
      <ul className={styles.links}>
        <li>
          Vous n’avez plus votre code ?{' '}
          <a href={forgottenPasswordHref(brand)}>Recevoir le lien avec mon adresse e‑mail</a>
        </li>
        <li>
          <a href={signInHref(brand)}>Retour à la connexion</a>
        </li>
      </ul>
    </SignUpPage>
  );
}

/** vagnon (spec §2, « separate area »): the boat publisher's signed sign-up link. */
export function PartnerSignUpRoute() {
  const brand = useBrand();
  const [search] = useSearchParams();
  const link = partnerLinkOf(search);
  return (
    <SignUpPage
      title="Créez votre compte d’entraînement"
      lead={
        link
          ? 'Votre éditeur nous a transmis les informations ci-dessous. Vérifiez-les, puis créez votre compte : vous recevrez un e‑mail pour choisir votre mot de passe.'
          : 'Ce lien d’inscription est incomplet ou abîmé. Ouvrez-le à nouveau depuis le site de l’éditeur, sans le modifier.'
      }
    >
      {link && <PartnerSignUp link={link} signInHref={signInHref(brand)} />}
    </SignUpPage>
  );
}
