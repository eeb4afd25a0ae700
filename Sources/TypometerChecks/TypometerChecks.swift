// The check job.
