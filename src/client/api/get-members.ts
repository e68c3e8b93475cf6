import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Member } from "../../shared/schemas/production.ts";
import { libraryKeys } from "./query-keys.ts";

/** The workspace's members, by name: who a video can be assigned to (issue 13). */
export const getMembers = (): Promise<{ members: Member[] }> => unwrap(api.api.members.$get());

export const getMembersQueryOptions = () =>
  queryOptions({ queryKey: libraryKeys.members(), queryFn: getMembers, staleTime: 60_000 });

export const useMembers = () => useQuery(getMembersQueryOptions());
