import { ComingSoon } from '@/components/ui/coming-soon';

export function TipsRoute() {
  return (
    <ComingSoon
      title="Sales Tips & Scripts"
      description="A searchable library of sales tips and ready-to-use scripts is on the way."
      planned={[
        'Opening Lines, Value Proposition, Objection Handling and Closing Techniques',
        'Search and category filters',
        'Tips picked for your weakest skill',
      ]}
    />
  );
}
