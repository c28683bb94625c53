import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { questionnaireInfo } from '@contract/questionnaire';
import { QueryErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '@/features/auth/auth-context';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useMyQuestionnaire, useSaveQuestionnaireDraft } from '../api/my-questionnaire';
import { useQuestionLabels } from '../api/get-question-labels';
import { emptyQuestionnaireValues, valuesFromDraft } from '../questionnaire-form';
import { QuestionnaireLayout } from './questionnaire-layout';
import { QuestionnaireWizard } from './questionnaire-wizard';

/** The tag used when a signed-in user starts from their platform page. */
export const platformInfo = 'platform';

/**
 * `/qn/{info}`: the intake questionnaire, no account needed. `info` (a campaign or invite tag)
 * is sent with the answers; one the server would refuse is explained here instead.
 */
export function QuestionnairePage() {
  const { info = '' } = useParams();
  const tag = questionnaireInfo.safeParse(info);
  return (
    <QuestionnaireLayout>
      {tag.success ? (
        <QuestionnaireContent info={tag.data} />
      ) : (
        <UnusableLink reason={tag.error.issues[0]?.message} />
      )}
    </QuestionnaireLayout>
  );
}

function QuestionnaireContent({ info }: { info: string }) {
  const authState = useAuth();
  const labels = useQuestionLabels();
  if (authState.status === 'loading' || labels.isPending) return <WizardSkeleton />;
  if (labels.isError) {
    return <QueryErrorAlert title="Could not load the questionnaire" query={labels} />;
  }
  if (isRegisteredUser(authState)) {
    return (
      <AccountQuestionnaire
        uid={authState.user.uid}
        email={authState.user.email ?? ''}
        info={info}
        labels={labels.data}
      />
    );
  }
  return (
    <QuestionnaireWizard
      info={info}
      labels={labels.data}
      initialValues={emptyQuestionnaireValues()}
    />
  );
}

type AccountQuestionnaireProps = { uid: string; email: string; info: string; labels: string[] };

/** A signed-in user continues where they left off, and every step is saved. */
function AccountQuestionnaire({ uid, email, info, labels }: AccountQuestionnaireProps) {
  const mine = useMyQuestionnaire(uid);
  const save = useSaveQuestionnaireDraft(uid);
  if (mine.isPending) return <WizardSkeleton />;
  if (mine.isError) {
    return <QueryErrorAlert title="Could not load your application" query={mine} />;
  }
  const draft = mine.data.draft;
  return (
    <Stack gap="sm">
      {save.isError && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Not saved">
          Your latest answers could not be saved yet ({save.error.message}). They are still here; we
          will try again as you type.
        </Alert>
      )}
      <QuestionnaireWizard
        info={info}
        labels={labels}
        initialValues={valuesFromDraft(draft, email)}
        initialStep={draft?.step ?? 'gender'}
        onSaveDraft={(next) => save.mutate(next)}
      />
    </Stack>
  );
}

function WizardSkeleton() {
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      role="status"
      aria-busy="true"
      aria-label="Loading the questionnaire"
    >
      <Stack gap="md">
        <Skeleton h={24} w="40%" />
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    </Paper>
  );
}

function UnusableLink({ reason }: { reason: string | undefined }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title="This questionnaire link does not look right"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {reason ?? 'The link is not valid'}. Check the link you were given, or start the
          questionnaire without it.
        </Text>
        <Button
          component={Link}
          to={paths.questionnaire.getHref('direct')}
          variant="light"
          size="xs"
        >
          Open the questionnaire
        </Button>
      </Stack>
    </Alert>
  );
}
