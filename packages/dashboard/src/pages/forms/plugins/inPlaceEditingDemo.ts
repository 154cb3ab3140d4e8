/** The demo account's values the in-place editing widget starts with: user data, the same in every language. */
export const inPlaceEditingDemo = {
  username: 'superuser',
  nickname: 'awesome user!',
  email: 'john.doe@example.com',
};
