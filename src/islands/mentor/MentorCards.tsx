// /mentor's cards before the classes: the sign-in invitation (the static HTML a visitor who
// never signed in keeps; its button is pressed before the island's code arrives and replayed
// by client:intent) and "loading" while the session answers.
import { words as m } from '../../i18n/en/classes';
import { words as loginMessages } from '../../i18n/en/messages/login';

export function LoadingCard() {
  return (
    <p role="status" className="text-muted">
      Loading your classes…
    </p>
  );
}

interface SignInProps {
  notMentor: boolean;
  /** The school's name (settings.yaml), which the refusal names. */
  brand: string;
  problem: string;
  onSignIn: () => Promise<unknown>;
  onSignOut: () => Promise<unknown>;
}

export function SignInCard({ notMentor, brand, problem, onSignIn, onSignOut }: SignInProps) {
  return (
    <div className="card p-6">
      <p className="font-semibold">{notMentor ? m.notMentor(brand) : 'Mentors, please sign in.'}</p>
      <p role="alert" className={problem ? 'mt-2 text-sm text-red-800' : ''}>
        {problem}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void onSignIn()}>
          {loginMessages.button}
        </button>
        {notMentor && (
          <button type="button" className="btn btn-ghost" onClick={() => void onSignOut()}>
            Sign out
          </button>
        )}
      </div>
    </div>
  );
}
