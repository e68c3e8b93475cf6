import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { CreateWebhookInput } from "../../../../shared/schemas/webhooks.ts";
import { adminKeys } from "./query-keys.ts";

/** Decision 045: the webhook endpoints, newest first. */
export const useWebhooks = () =>
  useQuery({ queryKey: adminKeys.webhooks(), queryFn: () => unwrap(api.api.admin.webhooks.$get()) });

/** Registers an endpoint; the answer holds its signing secret, which the section shows once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => unwrap(api.api.admin.webhooks.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      unwrap(api.api.admin.webhooks[":id"].$patch({ param: { id }, json: { enabled } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.admin.webhooks[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() }),
  });
}

/** An endpoint's latest deliveries; refreshed every few seconds while shown, as attempts go out in the background. */
export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    queryKey: adminKeys.webhookDeliveries(endpointId),
    queryFn: () => unwrap(api.api.admin.webhooks[":id"].deliveries.$get({ param: { id: endpointId } })),
    refetchInterval: 3000,
  });

export function useRedeliverWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.api.admin.webhooks[":id"].deliveries[":deliveryId"].redeliver.$post({
          param: { id: endpointId, deliveryId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhookDeliveries(endpointId) }),
  });
}
