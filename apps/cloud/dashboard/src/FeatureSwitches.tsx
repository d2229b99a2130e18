import type { ProjectSectionProps } from './AllowedOrigins'
import { adminApi } from './adminApi'
import { FEATURE_SWITCHES, featureChange, isFeatureOn } from './featureSwitches'
import { useAdminCall } from './useAdminCall'

/** SPEC §1/§9 remote features, one checkbox each; the modal reads a change at its next config fetch. */
export function FeatureSwitches({ csrf, project, onChanged }: ProjectSectionProps) {
  const change = useAdminCall()
  const toggle = async (key: (typeof FEATURE_SWITCHES)[number]['key'], on: boolean) => {
    const changed = await change.run(() =>
      adminApi.setFeatures(csrf, project.id, featureChange(key, project.features, on)),
    )
    if (changed) onChanged(changed)
  }
  return (
    <section className="dashboard__card" aria-labelledby="features-heading">
      <h2 id="features-heading">Remote features</h2>
      <fieldset className="dashboard__switches" disabled={change.busy}>
        <legend className="pc-visually-hidden">Remote features</legend>
        {FEATURE_SWITCHES.map(({ key, label }) => (
          <label key={key} className="dashboard__switch">
            <input
              type="checkbox"
              checked={isFeatureOn(project.features[key])}
              onChange={(event) => toggle(key, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {change.error ? (
        <p className="dashboard__error" role="alert">
          {change.error}
        </p>
      ) : null}
    </section>
  )
}
