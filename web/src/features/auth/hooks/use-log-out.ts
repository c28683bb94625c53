import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { paths } from '@/config/paths';
import { authErrorText } from '../api/auth-error';
import { logOut } from '../api/log-out';
import { logOutState } from '../log-out-state';

export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Leave the guarded pages first: signing out while on one makes the login guard redirect.
      // flushSync: commit the page change now, not as a transition the sign-out would overtake.
      await navigate(paths.home.getHref(), { replace: true, state: logOutState, flushSync: true });
      await logOut(queryClient);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Could not log out',
        message: authErrorText(error),
      }),
  });
}
