/** Response shapes come from packages/shared; these names are what the web calls them. */
export type {
  AuthResponse as SessionResponse,
  Category,
  Creator,
  CreatorDetails,
  List,
  Profile,
  Review,
} from '@fanlens/shared';
