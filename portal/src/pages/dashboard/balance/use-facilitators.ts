/** The facilitators a holder may assign BCUs to: Facilitator companies in its contact list. */
export function useFacilitators(_enabled: boolean): { options: { value: string; label: string }[]; loading: boolean } {
  return { options: [], loading: false };
}
